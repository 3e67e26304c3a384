import { Button } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState, LoadFailure } from './load-state.tsx';

const meta: Meta<typeof EmptyState> = {
  title: 'Components/LoadState',
  component: EmptyState,
  parameters: { layout: 'padded' },
};
export default meta;

export const Empty: StoryObj<typeof EmptyState> = {
  args: {
    icon: <IconDeviceMobile size={40} stroke={1.5} aria-hidden />,
    title: 'No scanner devices yet',
    body: 'Generate a key for each phone or tablet that scans passes at your counter.',
    action: <Button>Generate key</Button>,
  },
};

export const Failure: StoryObj<typeof LoadFailure> = {
  render: () => <LoadFailure title="Failed to load scanners" onRetry={() => undefined} />,
};
