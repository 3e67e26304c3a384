import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './page-header.tsx';

const meta: Meta<typeof PageHeader> = {
  title: 'Components/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
};
export default meta;

export const WithAction: StoryObj<typeof PageHeader> = {
  args: {
    title: 'Cards',
    description: 'Every pass you have designed.',
    action: <Button>Create card</Button>,
  },
};
export const TitleOnly: StoryObj<typeof PageHeader> = { args: { title: 'Dashboard' } };
