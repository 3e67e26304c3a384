import { useTranslation } from 'react-i18next';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';
import { LANGUAGE_NAMES } from '../app/i18n.ts';
import classes from './language-picker.module.css';

/**
 * The language of the public pages (landing, pricing, log-in, sign-up): a plain select, so the
 * landing page's own small build (Preact, no Mantine) can show it too.
 */
export const LanguagePicker = () => {
  const { t, i18n } = useTranslation('common');
  return (
    <select
      className={classes.select}
      aria-label={t('language')}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
    >
      {SITE_LANGUAGES.map((value) => (
        <option key={value} value={value}>
          {LANGUAGE_NAMES[value]}
        </option>
      ))}
    </select>
  );
};
