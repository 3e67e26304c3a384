import { Button, Group, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { IMAGE_CROP } from '#domain/cards/index.ts';

/** Cuts the chosen area out of the image as a PNG (SPEC §5). */
const cropToPng = (src: string, area: Area): Promise<Blob | null> =>
  new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(area.width));
      canvas.height = Math.max(1, Math.round(area.height));
      canvas
        .getContext('2d')
        ?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(resolve, IMAGE_CROP.outputType);
    };
    image.onerror = () => resolve(null);
    image.src = src;
  });

/** Lets the user frame an image before it is uploaded; default aspect ratio 10, PNG output. */
export const ImageCropModal = ({
  src,
  title,
  onCancel,
  onCropped,
}: {
  src: string | null;
  title: string;
  onCancel: () => void;
  onCropped: (png: Blob) => void;
}) => {
  const { t } = useTranslation('cards');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState<number>(IMAGE_CROP.defaultAspect);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!src || !area) return;
    setBusy(true);
    const png = await cropToPng(src, area);
    setBusy(false);
    if (png) onCropped(png);
  };

  return (
    <Modal opened={src !== null} onClose={onCancel} title={title} size="lg" radius="lg" centered>
      <Stack>
        <div
          style={{
            position: 'relative',
            height: 320,
            background: '#1c1b22',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <Group justify="space-between" align="flex-end">
          <SegmentedControl
            value={String(aspect)}
            onChange={(value) => setAspect(Number(value))}
            data={IMAGE_CROP.aspects.map((value) => ({
              value: String(value),
              label: t('crop.aspect', { ratio: value }),
            }))}
            aria-label={t('crop.aspectLabel')}
          />
          <Stack gap={2} w={200}>
            <Text fz="xs" id="crop-zoom">
              {t('crop.zoom')}
            </Text>
            <Slider
              aria-labelledby="crop-zoom"
              min={1}
              max={4}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              label={null}
            />
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
            {t('crop.use')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
