import { Group, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardInputSchema, demoCardContent, type PassType } from '#domain/cards/index.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { PassPreview } from './pass-preview.tsx';

/** Every kind, front and back, Apple and Google (and a coupon's two modes), from the same render model as the real passes. */
const AllRenderings = ({ passType }: { passType: PassType }) => {
  const content = CardInputSchema.parse(demoCardContent(passType, 'Café Aurora'));
  const modes = passType === 'coupon' ? (['coupon', 'afterRedeem'] as const) : ([undefined] as const);
  return (
    <Stack>
      {modes.map((mode) => (
        <Group key={mode ?? 'default'} align="flex-start" gap="lg">
          {(['APPLE', 'GOOGLE'] as const).flatMap((wallet) =>
            (['FRONT', 'BACK'] as const).map((side) => (
              <Stack key={`${wallet}-${side}`} gap={4} align="center">
                <Text fz="xs" c="dimmed">
                  {[wallet, side, mode].filter(Boolean).join(' · ')}
                </Text>
                <PassPreview
                  model={buildPassPreview(content, {
                    wallet,
                    side,
                    ...(mode ? { mode } : {}),
                    counters: { stamps: 4, points: 120 },
                  })}
                  scale={0.7}
                />
              </Stack>
            )),
          )}
        </Group>
      ))}
    </Stack>
  );
};

const meta: Meta<typeof AllRenderings> = {
  title: 'Cards/PassPreview',
  component: AllRenderings,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof AllRenderings>;
export const Flyer: Story = { args: { passType: 'flyer' } };
export const Membership: Story = { args: { passType: 'standard' } };
export const Coupon: Story = { args: { passType: 'coupon' } };
export const Loyalty: Story = { args: { passType: 'loyalty' } };
export const StampCard: Story = { args: { passType: 'stamp_card' } };
export const PointCard: Story = { args: { passType: 'point_card' } };
export const LevelCard: Story = { args: { passType: 'level_card' } };
export const BusinessCard: Story = { args: { passType: 'business_card' } };
