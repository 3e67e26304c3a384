import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogActions } from './dialog-actions.tsx';

const meta: Meta<typeof DialogActions> = {
  title: 'Components/DialogActions',
  component: DialogActions,
  parameters: { layout: 'padded' },
};
export default meta;

export const CancelAndSubmit: StoryObj<typeof DialogActions> = {
  args: { dismissLabel: 'Cancel', onDismiss: () => {}, children: <Button type="submit">Send code</Button> },
};
export const LaterAndLink: StoryObj<typeof DialogActions> = {
  args: {
    dismissLabel: 'Later',
    onDismiss: () => {},
    children: (
      <Button component="a" href="#plans">
        See plans
      </Button>
    ),
  },
};
