import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

/**
 * Where a device opens the scanner, written out so it can be typed on the device, and a link to
 * it; `i18nKey` is the sentence that frames it (the keys page's, or the new key dialog's).
 */
export const ScannerAddress = ({ i18nKey }: { i18nKey: 'where' | 'reveal.where' }) => {
  const { t } = useTranslation('scanner');
  return (
    <Text fz="sm">
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={{ address: `${window.location.host}/scanner` }}
        components={{ scanner: <Anchor href="/scanner" target="_blank" rel="noopener" underline="always" /> }}
      />
    </Text>
  );
};
