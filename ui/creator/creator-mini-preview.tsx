import { Box, Button, Center, Group, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isCouponCapable } from '#domain/cards/index.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { PassPreview } from '../cards/pass-preview.tsx';
import { creatorPreviewContent, creatorStore } from './creator.store.ts';

/** The height the pinned preview takes when open, so the page can leave room for it. */
export const MINI_PREVIEW_ROOM = 260;
/** The height of its folded line. */
const FOLDED_ROOM = 56;

/**
 * On phones the full preview sits below some 6,000 px of form (issue 19): this small front of
 * the Apple pass stays pinned to the bottom and follows every edit; it folds down to one line.
 */
export const CreatorMiniPreview = () => {
  const { t } = useTranslation('cards');
  const state = useSnapshot(creatorStore);
  const [open, setOpen] = useState(true);
  // The pinned preview covers the bottom of the screen: a field that takes the focus there is
  // scrolled up clear of it (WCAG 2.4.11), as the page's scroll padding tells the browser.
  useEffect(() => {
    const page = document.documentElement;
    page.style.scrollPaddingBottom = `${open ? MINI_PREVIEW_ROOM : FOLDED_ROOM}px`;
    return () => {
      page.style.scrollPaddingBottom = '';
    };
  }, [open]);
  const content = useMemo(() => creatorPreviewContent(state as typeof creatorStore), [state]);
  const mode = isCouponCapable(content.passType) ? state.editorState.previewMode : undefined;
  const model = buildPassPreview(content, {
    wallet: 'APPLE',
    side: 'FRONT',
    ...(mode ? { mode } : {}),
    counters: { stamps: 3, points: 40 },
  });
  return (
    <Paper
      component="section"
      aria-label={t('preview.mini.label')}
      data-mini-preview={open ? 'open' : 'closed'}
      shadow="lg"
      withBorder
      radius="lg"
      style={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 150 }}
    >
      <Group justify="space-between" px="sm" py={4} wrap="nowrap">
        <Text fz="sm" fw={600} truncate style={{ minWidth: 0 }}>
          {t('preview.mini.label')}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          style={{ flexShrink: 0 }}
          aria-expanded={open}
          aria-controls="creator-mini-preview"
          onClick={() => setOpen((value) => !value)}
          rightSection={open ? <IconChevronDown size={16} /> : <IconChevronUp size={16} />}
        >
          {open ? t('preview.mini.hide') : t('preview.mini.show')}
        </Button>
      </Group>
      {open && (
        <Center id="creator-mini-preview" pb="xs">
          <Box>
            <PassPreview model={model} scale={0.5} />
          </Box>
        </Center>
      )}
    </Paper>
  );
};
