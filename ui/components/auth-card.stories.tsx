import { Button, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthCard } from './auth-card.tsx';

const meta: Meta<typeof AuthCard> = {
  title: 'Components/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
};
export default meta;

export const Default: StoryObj<typeof AuthCard> = {
  args: {
    title: 'Welcome back',
    subtitle: 'Log in to manage your cards and customers.',
    children: (
      <>
        <TextInput label="Email" mb="md" />
        <Button fullWidth>Log in</Button>
      </>
    ),
    footer: 'No account yet? Sign up',
  },
};
