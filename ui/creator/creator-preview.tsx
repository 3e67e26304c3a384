import { Group, NumberInput, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isCouponCapable, type CardSide } from '#domain/cards/index.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { PassPreview } from '../cards/pass-preview.tsx';
import { creatorPreviewContent, creatorStore } from './creator.store.ts';

/** requirements §2.2 creator preview: Front and Back tabs, each as Apple and Google; Coupon / After redeem for coupons. */
export const CreatorPreview = () => {
  const { t } = useTranslation('cards');
  const state = useSnapshot(creatorStore);
  const [side, setSide] = useState<CardSide>('FRONT');
  const content = useMemo(() => creatorPreviewContent(state as typeof creatorStore), [state]);
  const mode = isCouponCapable(content.passType) ? state.editorState.previewMode : undefined;
  // How many stamps the preview shows: owners check how the strip looks part-way and when full.
  const [sampleStamps, setSampleStamps] = useState(3);
  const counters = { stamps: sampleStamps, points: 40 };
  const wallets = [
    { name: 'apple', model: buildPassPreview(content, { wallet: 'APPLE', side, mode, counters }) },
    { name: 'google', model: buildPassPreview(content, { wallet: 'GOOGLE', side, mode, counters }) },
  ] as const;
  const stampTotal = buildPassPreview(content, { wallet: 'APPLE', side: 'FRONT', mode, counters }).stamps
    ?.total;

  return (
    <Paper withBorder radius="lg" p="md" style={{ position: 'sticky', top: 76 }} data-creator-preview>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Tabs
            value={side}
            onChange={(value) => setSide((value as CardSide) ?? 'FRONT')}
            variant="pills"
            radius="xl"
          >
            <Tabs.List>
              <Tabs.Tab value="FRONT">{t('preview.front')}</Tabs.Tab>
              <Tabs.Tab value="BACK">{t('preview.back')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {mode && (
            <SegmentedControl
              size="xs"
              value={state.editorState.previewMode}
              onChange={(value) => (creatorStore.editorState.previewMode = value as 'coupon' | 'afterRedeem')}
              data={[
                { value: 'coupon', label: t('preview.coupon') },
                { value: 'afterRedeem', label: t('preview.afterRedeem') },
              ]}
              aria-label={t('preview.modeLabel')}
            />
          )}
        </Group>
        {stampTotal !== undefined && side === 'FRONT' && (
          <NumberInput
            size="xs"
            w={200}
            data-sample-stamps
            label={t('preview.sampleStamps')}
            min={0}
            max={stampTotal}
            clampBehavior="strict"
            value={Math.min(sampleStamps, stampTotal)}
            onChange={(v) => setSampleStamps(typeof v === 'number' ? v : 0)}
          />
        )}
        <Group justify="center" align="flex-start" gap="lg" wrap="wrap">
          {wallets.map(({ name, model }) => (
            <Stack key={name} gap={6} align="center">
              <Text fz="xs" c="dimmed" fw={600}>
                {t(`preview.${name}`)}
              </Text>
              <PassPreview model={model} scale={0.85} />
            </Stack>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
};
