import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { clampQrText, QR_RULES, qrDownloadCanvas } from '#domain/cards/index.ts';
import { notify } from '../app/notify.ts';
import { creatorStore } from './creator.store.ts';

const QR_OPTIONS = {
  errorCorrectionLevel: QR_RULES.errorCorrectionLevel,
  margin: 0,
  color: { dark: '#000000', light: '#FFFFFF' },
} as const;

/** The link the QR code opens: a custom link, or the card's public get-pass page. */
const qrTarget = (cardId: string | null, isCustom: boolean, customLink: string): string | null => {
  if (isCustom) return customLink.trim() || null;
  return cardId ? `${window.location.origin}/get-pass/${cardId}` : null;
};

/** Draws the download image with the SPEC §9 geometry: 4 × size + 320 px padding; a top text adds 240 px. */
const renderDownload = async (target: string, topText: string, bottomText: string): Promise<Blob | null> => {
  const size = QR_RULES.defaultSize;
  const { width, height } = qrDownloadCanvas(size, Boolean(topText), Boolean(bottomText));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, width, height);
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, target, { ...QR_OPTIONS, width: size * QR_RULES.scale });
  const top = topText ? QR_RULES.topTextHeight : 0;
  ctx.drawImage(qr, QR_RULES.padding / 2, top + QR_RULES.padding / 2);
  ctx.fillStyle = '#111111';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = "600 44px 'Inter Variable', Arial, sans-serif";
  if (topText) ctx.fillText(topText, width / 2, QR_RULES.topTextHeight / 2 + 40, width - 80);
  if (bottomText) ctx.fillText(bottomText, width / 2, height - QR_RULES.padding / 4, width - 80);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
};

/** SPEC §2.2 QR code tool: show/hide, custom link, top and bottom texts (≤ 50), download as qrcode.png. */
export const QrSection = () => {
  const { t } = useTranslation('cards');
  const { qrCodeState, cardInfo } = useSnapshot(creatorStore);
  const qr = creatorStore.qrCodeState;
  const preview = useRef<HTMLCanvasElement>(null);
  const target = qrTarget(cardInfo.id, qrCodeState.isCustom, qrCodeState.customLink);

  useEffect(() => {
    if (preview.current && target && qrCodeState.isVisible)
      void QRCode.toCanvas(preview.current, target, { ...QR_OPTIONS, width: QR_RULES.defaultSize });
  }, [target, qrCodeState.isVisible]);

  const download = async () => {
    if (!target) return;
    const blob = await renderDownload(target, qrCodeState.customText, qrCodeState.bottomText);
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = QR_RULES.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
    notify.success(t('qr.downloaded'));
  };

  return (
    <Stack>
      <Switch
        label={t('qr.visible')}
        checked={qrCodeState.isVisible}
        onChange={(e) => (qr.isVisible = e.currentTarget.checked)}
      />
      {qrCodeState.isVisible && (
        <>
          <Switch
            label={t('qr.custom')}
            checked={qrCodeState.isCustom}
            onChange={(e) => (qr.isCustom = e.currentTarget.checked)}
          />
          {qrCodeState.isCustom && (
            <TextInput
              label={t('qr.customLink')}
              placeholder="https://"
              value={qrCodeState.customLink}
              onChange={(e) => (qr.customLink = e.currentTarget.value)}
            />
          )}
          <Group grow>
            <TextInput
              label={t('qr.topText')}
              description={t('qr.textLimit', { count: QR_RULES.maxTextLength })}
              value={qrCodeState.customText}
              onChange={(e) => (qr.customText = clampQrText(e.currentTarget.value))}
            />
            <TextInput
              label={t('qr.bottomText')}
              description={t('qr.textLimit', { count: QR_RULES.maxTextLength })}
              value={qrCodeState.bottomText}
              onChange={(e) => (qr.bottomText = clampQrText(e.currentTarget.value))}
            />
          </Group>
          {target ? (
            <Group align="flex-end">
              <canvas
                ref={preview}
                width={QR_RULES.defaultSize}
                height={QR_RULES.defaultSize}
                aria-label={t('qr.previewLabel')}
                role="img"
              />
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                onClick={() => void download()}
              >
                {t('qr.download')}
              </Button>
            </Group>
          ) : (
            <Text fz="sm" c="dimmed">
              {qrCodeState.isCustom ? t('qr.enterLink') : t('qr.saveFirst')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
};
