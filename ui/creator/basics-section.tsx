import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { passLanguageOf } from '#domain/cards/index.ts';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';
import { LANGUAGE_NAMES } from '../app/i18n.ts';
import { creatorStore, markDirty } from './creator.store.ts';

/** Card name, company name, description, the card's language and personal name. */
export const BasicsSection = ({ nameError }: { nameError?: string | undefined }) => {
  const { t } = useTranslation('cards');
  const { cardInfo } = useSnapshot(creatorStore);
  const edit = (apply: () => void) => {
    apply();
    markDirty();
  };
  return (
    <Stack>
      <TextInput
        label={t('creator.name')}
        description={t('creator.nameHelp')}
        required
        maxLength={80}
        value={cardInfo.name}
        error={nameError}
        onChange={(e) => edit(() => (creatorStore.cardInfo.name = e.currentTarget.value))}
      />
      <TextInput
        label={t('creator.companyName')}
        maxLength={60}
        value={cardInfo.info.companyName}
        onChange={(e) => edit(() => (creatorStore.cardInfo.info.companyName = e.currentTarget.value))}
      />
      <Textarea
        label={t('creator.description')}
        maxLength={200}
        autosize
        minRows={2}
        value={cardInfo.info.passDescription}
        onChange={(e) => edit(() => (creatorStore.cardInfo.info.passDescription = e.currentTarget.value))}
      />
      <Select
        label={t('creator.passLanguage')}
        description={t('creator.passLanguageHelp')}
        data={SITE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={passLanguageOf(cardInfo.info)}
        allowDeselect={false}
        onChange={(value) =>
          edit(() => (creatorStore.cardInfo.info.language = passLanguageOf({ language: value })))
        }
      />
      <TextInput
        label={t('creator.personalName')}
        description={t('creator.personalNameHelp')}
        maxLength={60}
        value={cardInfo.info.personalName}
        onChange={(e) => edit(() => (creatorStore.cardInfo.info.personalName = e.currentTarget.value))}
      />
    </Stack>
  );
};
