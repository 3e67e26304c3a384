import { Button, TextInput } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQrText, QR_RULES } from '#domain/cards/index.ts';
import { notify } from '../app/notify.ts';
import { clampedChange } from '../components/clamped-change.ts';
import { QR_OPTIONS, renderQrDownload, saveFile } from '../components/qr-download.ts';
import { ShareSection } from './share-section.tsx';

/** The QR code of the card's link, to download with a line of text above and below it. */
export const ShareQrPanel = ({ link }: { link: string }) => {
  const { t } = useTranslation('cards');
  const [qrTop, setQrTop] = useState('');
  const [qrBottom, setQrBottom] = useState('');
  const qrCanvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (qrCanvas.current)
      void QRCode.toCanvas(qrCanvas.current, link, { ...QR_OPTIONS, width: QR_RULES.defaultSize });
  }, [link]);

  const downloadQr = async () => {
    const blob = await renderQrDownload(link, qrTop, qrBottom);
    if (!blob) return;
    saveFile(blob, QR_RULES.fileName);
    notify.success(t('qr.downloaded'));
  };

  return (
    <ShareSection title={t('share.qr.title')} description={t('share.qr.description')}>
      <canvas
        ref={qrCanvas}
        width={QR_RULES.defaultSize}
        height={QR_RULES.defaultSize}
        role="img"
        aria-label={t('qr.previewLabel')}
      />
      <TextInput
        label={t('qr.topText')}
        description={t('qr.textLimit', { count: QR_RULES.maxTextLength })}
        value={qrTop}
        onChange={clampedChange(clampQrText, setQrTop)}
      />
      <TextInput
        label={t('qr.bottomText')}
        description={t('qr.textLimit', { count: QR_RULES.maxTextLength })}
        value={qrBottom}
        onChange={clampedChange(clampQrText, setQrBottom)}
      />
      <Button variant="light" leftSection={<IconQrcode size={16} />} onClick={() => void downloadQr()}>
        {t('qr.download')}
      </Button>
    </ShareSection>
  );
};
