import type { Meta, StoryObj } from '@storybook/react-vite';
import { PassSketch } from './pass-sketch.tsx';

const meta: Meta<typeof PassSketch> = { title: 'Components/PassSketch', component: PassSketch };
export default meta;

export const Default: StoryObj<typeof PassSketch> = {};
export const Large: StoryObj<typeof PassSketch> = { args: { width: 280 } };
