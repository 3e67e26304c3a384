import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { clampQrText, getPassLink, QR_RULES } from '#domain/cards/index.ts';
import { notify } from '../app/notify.ts';
import { QR_OPTIONS, renderQrDownload, saveFile } from '../components/qr-download.ts';
import { creatorStore } from './creator.store.ts';

/** The link the QR code opens: a custom link, or the card's public get-pass page. */
const qrTarget = (cardId: string | null, isCustom: boolean, customLink: string): string | null => {
  if (isCustom) return customLink.trim() || null;
  return cardId ? getPassLink(window.location.origin, cardId) : null;
};

/** requirements §2.2 QR code tool: show/hide, custom link, top and bottom texts (≤ 50), download as qrcode.png. */
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
    const blob = await renderQrDownload(target, qrCodeState.customText, qrCodeState.bottomText);
    if (!blob) return;
    saveFile(blob, QR_RULES.fileName);
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
