import { Alert, AspectRatio, Box, Button, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

// Decoding a 480 px frame takes a few ms; seven a second keeps a phone cool and still feels instant.
const FRAME_INTERVAL_MS = 140;
const MAX_WIDTH = 480;

/**
 * The back camera, read frame by frame with jsQR until a QR code appears; the camera stops
 * as soon as a code is read (or when the view goes away).
 */
export const CameraScanner = ({ onCode }: { onCode: (code: string) => void }) => {
  const { t } = useTranslation('scanner');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (state !== 'starting') return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const stop = () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const tick = () => {
      const element = video.current;
      if (!live || !element || !context) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const scale = Math.min(1, MAX_WIDTH / element.videoWidth);
        canvas.width = Math.round(element.videoWidth * scale);
        canvas.height = Math.round(element.videoHeight * scale);
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
        if (found?.data) {
          stop();
          setState('off');
          onCodeRef.current(found.data);
          return;
        }
      }
      timer = setTimeout(tick, FRAME_INTERVAL_MS);
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      queueMicrotask(() => setState('unavailable'));
      return stop;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (media) => {
        stream = media;
        if (!live || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setState('on');
        tick();
      })
      .catch((error: unknown) => {
        if (!live) return;
        const name = error instanceof DOMException ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      });
    return stop;
  }, [state]);

  return (
    <Stack gap="sm">
      <AspectRatio ratio={1} maw={420} w="100%" mx="auto">
        <Box
          bg="dark.8"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', position: 'relative' }}
        >
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('app.cameraLabel')}
            style={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: state === 'on' ? 'block' : 'none',
            }}
          />
          {state !== 'on' && (
            <Stack align="center" justify="center" h="100%" p="md" gap="sm">
              <IconCamera size={40} color="white" aria-hidden />
              <Button
                onClick={() => setState('starting')}
                loading={state === 'starting'}
                data-testid="start-camera"
              >
                {t('app.startCamera')}
              </Button>
            </Stack>
          )}
        </Box>
      </AspectRatio>
      {state === 'on' && (
        <Text ta="center" c="dimmed" fz="sm" aria-live="polite">
          {t('app.pointCamera')}
        </Text>
      )}
      {(state === 'denied' || state === 'unavailable') && (
        <Alert color="yellow" variant="light" role="alert">
          {t(state === 'denied' ? 'app.cameraDenied' : 'app.cameraUnavailable')}
        </Alert>
      )}
    </Stack>
  );
};
