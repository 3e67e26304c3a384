import { Button, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFileName, type Card } from '#domain/cards/index.ts';
import { InvitationUseCases } from '#domain/invitations/index.ts';
import { isSiteLanguage, SITE_LANGUAGES } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { LANGUAGE_NAMES } from '../app/i18n.ts';
import { notify } from '../app/notify.ts';
import { saveFile } from '../components/qr-download.ts';
import { ShareSection } from './share-section.tsx';

/** A printable poster of the card (PDF) in one of the site languages; the page's language first. */
export const SharePosterPanel = ({ card }: { card: Card }) => {
  const { t, i18n } = useTranslation('cards');
  const downloadPoster = useInjection(InvitationUseCases.downloadCardPoster);
  const [posterLanguage, setPosterLanguage] = useState<string>(
    isSiteLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
  );
  const [posterBusy, setPosterBusy] = useState(false);
  const poster = async () => {
    setPosterBusy(true);
    const result = await downloadPoster(card._id, posterLanguage);
    setPosterBusy(false);
    if (!result.ok) {
      notify.error(t('share.poster.failed'));
      return;
    }
    saveFile(
      new Blob([result.value as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      downloadFileName(card.info.companyName, 'pdf', 'poster'),
    );
  };

  return (
    <ShareSection title={t('share.poster.title')} description={t('share.poster.description')}>
      <Select
        label={t('share.poster.language')}
        data={SITE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        value={posterLanguage}
        onChange={(value) => value && setPosterLanguage(value)}
        allowDeselect={false}
      />
      <Button leftSection={<IconDownload size={16} />} loading={posterBusy} onClick={() => void poster()}>
        {t('share.poster.download')}
      </Button>
    </ShareSection>
  );
};
