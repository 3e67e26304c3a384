import { Box, Button, Group, Image, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  cropAspectOf,
  cropPresetsFor,
  IMAGE_CROP,
  type CardContent,
  type CropPreset,
  type ImageSlot,
} from '#domain/cards/index.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { PassPreview } from '../cards/pass-preview.tsx';
import { creatorPreviewContent, creatorStore } from './creator.store.ts';
import { DialogActions } from '../components/dialog-actions.tsx';
import { useReturnFocus } from '../components/use-return-focus.ts';

/** Draws the chosen area of the image onto a canvas, at most `maxSide` pixels on its longer side. */
const cropToCanvas = (src: string, area: Area, maxSide: number): Promise<HTMLCanvasElement | null> =>
  new Promise((resolve) => {
    const image = new window.Image();
    image.onload = () => {
      const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(area.width * scale));
      canvas.height = Math.max(1, Math.round(area.height * scale));
      canvas
        .getContext('2d')
        ?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
      resolve(canvas);
    };
    image.onerror = () => resolve(null);
    image.src = src;
  });

/** Cuts the chosen area out of the image as a PNG (requirements §5), no larger than a wallet draws it. */
const cropToPng = async (src: string, area: Area): Promise<Blob | null> => {
  const canvas = await cropToCanvas(src, area, IMAGE_CROP.maxOutputSide);
  return canvas ? new Promise((resolve) => canvas.toBlob(resolve, IMAGE_CROP.outputType)) : null;
};

/** The card as it would look with the cropped image in its slot. */
const withImage = (content: CardContent, slot: ImageSlot, url: string): CardContent => {
  if (slot === 'icon') return { ...content, design: { ...content.design, icon: url } };
  const key = slot === 'logo' ? 'logo' : slot === 'background' ? 'bgImage' : 'personalImage';
  return { ...content, design: { ...content.design, image: { ...content.design.image, [key]: url } } };
};

/** The wallet whose pass shows a crop shape best; none for images the pass face does not show. */
const walletFor = (slot: ImageSlot, preset: CropPreset) => {
  if (slot === 'icon' || slot === 'personal') return null;
  return preset.key === 'appleStrip' || preset.key === 'appleLogo' ? 'APPLE' : 'GOOGLE';
};

const CropResult = ({ slot, preset, url }: { slot: ImageSlot; preset: CropPreset; url: string | null }) => {
  const { t } = useTranslation('cards');
  const state = useSnapshot(creatorStore);
  const content = useMemo(() => creatorPreviewContent(state as typeof creatorStore), [state]);
  const wallet = walletFor(slot, preset);
  return (
    <Stack gap={6} align="center" data-crop-preview={wallet ?? 'image'}>
      <Text fz="xs" c="gray.7" fw={600}>
        {t('crop.preview')}
      </Text>
      {wallet ? (
        <PassPreview
          model={buildPassPreview(url ? withImage(content, slot, url) : content, {
            wallet,
            side: 'FRONT',
            counters: { stamps: 3, points: 40 },
          })}
          scale={0.6}
        />
      ) : (
        <Box w={120} h={120} style={{ borderRadius: 24, overflow: 'hidden', background: '#F1F3F5' }}>
          {url && <Image src={url} w={120} h={120} alt="" />}
        </Box>
      )}
    </Stack>
  );
};

/**
 * Lets the user frame an image before it is uploaded, in the shape the wallets draw that slot
 * (issue 19), with the pass as it will look beside the cropper. PNG output. Keyboard: the crop
 * area moves with the arrow keys, the shape is a radio group and the zoom a slider.
 */
export const ImageCropModal = ({
  src,
  slot,
  title,
  onCancel,
  onCropped,
  onUnreadable,
}: {
  src: string | null;
  slot: ImageSlot;
  title: string;
  onCancel: () => void;
  onCropped: (png: Blob) => void;
  onUnreadable: () => void;
}) => {
  const { t } = useTranslation('cards');
  useReturnFocus(src !== null);
  const presets = cropPresetsFor(slot);
  const phone = useMediaQuery('(max-width: 599px)') ?? false;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [preset, setPreset] = useState<CropPreset>(presets[0]!);
  const [area, setArea] = useState<Area | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showCrop = async (pixels: Area) => {
    setArea(pixels);
    if (!src) return;
    const canvas = await cropToCanvas(src, pixels, 640);
    if (canvas) setPreviewUrl(canvas.toDataURL('image/png'));
  };

  const confirm = async () => {
    if (!src || !area) return;
    setBusy(true);
    const png = await cropToPng(src, area);
    setBusy(false);
    // The browser could not draw it after all: said, rather than a button that does nothing.
    if (png) onCropped(png);
    else onUnreadable();
  };

  return (
    <Modal
      opened={src !== null}
      onClose={onCancel}
      title={title}
      size="xl"
      radius="lg"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
            <div
              style={{
                position: 'relative',
                // Lower on a phone, so the shape, the zoom and the buttons fit on one screen below it.
                height: phone ? 220 : 300,
                background: '#1c1b22',
                borderRadius: 8,
                overflow: 'hidden',
              }}
              data-crop-aspect={cropAspectOf(preset).toFixed(4)}
            >
              {src && (
                <Cropper
                  // A new shape starts a fresh frame, so the crop and its preview always match it.
                  key={preset.key}
                  image={src}
                  crop={crop}
                  zoom={zoom}
                  aspect={cropAspectOf(preset)}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_, pixels) => void showCrop(pixels)}
                  keyboardStep={4}
                  cropperProps={{ role: 'group', 'aria-label': title, 'aria-describedby': 'crop-hint' }}
                />
              )}
            </div>
            <Text fz="xs" c="gray.7" id="crop-hint">
              {t('crop.keyboardHint')}
            </Text>
          </Stack>
          <Box style={{ flex: '0 0 auto', margin: '0 auto' }}>
            <CropResult slot={slot} preset={preset} url={previewUrl} />
          </Box>
        </Group>
        <Group justify="space-between" align="flex-end">
          {presets.length > 1 ? (
            <Stack gap={2}>
              <Text fz="xs" id="crop-shape">
                {t('crop.aspectLabel')}
              </Text>
              <SegmentedControl
                value={preset.key}
                onChange={(key) => {
                  setArea(null);
                  setCrop({ x: 0, y: 0 });
                  setPreset(presets.find((p) => p.key === key) ?? presets[0]!);
                }}
                data={presets.map((p) => ({ value: p.key, label: t(`crop.presets.${p.key}`) }))}
                aria-labelledby="crop-shape"
              />
            </Stack>
          ) : (
            <Text fz="sm" c="gray.7">
              {t(`crop.presets.${preset.key}`)}
            </Text>
          )}
          <Stack gap={2} w={200}>
            <Text fz="xs" id="crop-zoom">
              {t('crop.zoom')}
            </Text>
            <Slider
              aria-labelledby="crop-zoom"
              thumbProps={{ 'aria-labelledby': 'crop-zoom' }}
              min={1}
              max={4}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              label={null}
              thumbLabel={t('crop.zoom')}
            />
          </Stack>
        </Group>
        <DialogActions dismissLabel={t('common:cancel')} onDismiss={onCancel}>
          <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
            {t('crop.use')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
