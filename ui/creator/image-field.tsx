import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardUseCases, type ImageSlot } from '#domain/cards/index.ts';
import { UPLOAD_ERRORS } from '#domain/files/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { ImageCropModal } from './image-crop-modal.tsx';
import { useActionName } from '../components/use-action-name.ts';

/** Uploads an image and shows it at once. */
export const ImageField = ({
  label,
  slot,
  value,
  onChange,
}: {
  label: string;
  /** Which image of the design this is: it decides the crop shapes. */
  slot: ImageSlot;
  value: string | null;
  onChange: (url: string | null) => void;
}) => {
  const { t } = useTranslation('cards');
  const actionName = useActionName();
  const upload = useInjection(CardUseCases.uploadCardImage);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const closeCropper = () => {
    if (source) URL.revokeObjectURL(source.url);
    setSource(null);
  };
  const unreadable = () => notify.error(errorText({ code: UPLOAD_ERRORS.undecodable }));
  // The image is decoded before the cropper opens: a file that only looks like an image (or one
  // the browser cannot draw) is refused at once, not shown as an empty black frame.
  const pick = (file: File | null) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const probe = new window.Image();
    probe.onload = () => setSource({ url, name: file.name.replace(/\.[^.]*$/, '') || 'image' });
    probe.onerror = () => {
      URL.revokeObjectURL(url);
      unreadable();
    };
    probe.src = url;
  };
  const uploadCropped = async (png: Blob) => {
    const name = `${source?.name ?? 'image'}.png`;
    closeCropper();
    setBusy(true);
    const result = await upload(png, name);
    setBusy(false);
    if (result.ok) onChange(result.value.url);
    else notify.error(errorText(result.error));
  };
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm">
        <Avatar src={value} radius="md" size={44} alt="">
          <IconPhoto size={20} />
        </Avatar>
        <FileButton onChange={pick} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              loading={busy}
              // The name holds the text the button shows, so speech control finds it by what it reads.
              aria-label={t(value ? 'creator.replaceImageFor' : 'creator.uploadImage', { label })}
            >
              {value ? t('creator.replaceImage') : t('creator.chooseImage')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={14} />}
            onClick={() => onChange(null)}
            // A logo and a strip image can both be set: each Remove says which it takes away.
            aria-label={actionName(t('creator.removeImage'), label)}
          >
            {t('creator.removeImage')}
          </Button>
        )}
      </Group>
      <ImageCropModal
        key={source?.url ?? 'closed'}
        src={source?.url ?? null}
        slot={slot}
        title={t('crop.title', { label })}
        onCancel={closeCropper}
        onCropped={(png) => void uploadCropped(png)}
        onUnreadable={() => {
          closeCropper();
          unreadable();
        }}
      />
    </Stack>
  );
};
