import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo.tsx';

const meta: Meta<typeof Logo> = { title: 'Components/Logo', component: Logo };
export default meta;

export const WithWord: StoryObj<typeof Logo> = {};
export const MarkOnly: StoryObj<typeof Logo> = { args: { withText: false, size: 48 } };
