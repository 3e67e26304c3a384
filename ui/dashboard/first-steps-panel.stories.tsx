import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIRST_STEPS } from '#domain/dashboard/index.ts';
import { FirstStepsChecklist } from './first-steps-panel.tsx';

const meta: Meta<typeof FirstStepsChecklist> = {
  title: 'Dashboard/FirstStepsChecklist',
  component: FirstStepsChecklist,
  parameters: { layout: 'padded' },
};
export default meta;

const stepsWith = (done: readonly string[]) => FIRST_STEPS.map((key) => ({ key, done: done.includes(key) }));

/** A business that has just signed up. */
export const NewBusiness: StoryObj<typeof FirstStepsChecklist> = {
  args: { steps: stepsWith([]), testCardId: null },
};

/** A published card and a paired scanner; the test customer is next. */
export const HalfWay: StoryObj<typeof FirstStepsChecklist> = {
  args: { steps: stepsWith(['createCard', 'publishCard', 'pairScanner']), testCardId: 'card-1' },
};
