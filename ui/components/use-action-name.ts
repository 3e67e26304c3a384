import { useTranslation } from 'react-i18next';

/**
 * Names one of several same-looking buttons by what it acts on ("View customers: New customers"),
 * so a screen-reader user who lists the page's buttons can tell them apart. An aria-label rather
 * than visually hidden text: Chromium puts a space before hidden text inside Mantine's flex label.
 */
export const useActionName = () => {
  const { t } = useTranslation('common');
  return (action: string, name: string) => t('namedAction', { action, name });
};
