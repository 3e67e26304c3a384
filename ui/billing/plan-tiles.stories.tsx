import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAN_CATALOGUE, toPlanView } from '#domain/billing/index.ts';
import { PlanTiles } from './plan-tiles.tsx';

const plans = PLAN_CATALOGUE.filter((plan) => plan.isActive !== false && plan.type !== 'free').map(
  toPlanView,
);

const meta: Meta<typeof PlanTiles> = {
  title: 'Billing/PlanTiles',
  component: PlanTiles,
  parameters: { layout: 'padded' },
  args: { plans, subscription: null, currency: 'EUR', busyPlan: null, onChoose: () => undefined },
};
export default meta;

export const NoSubscription: StoryObj<typeof PlanTiles> = {};
export const InZloty: StoryObj<typeof PlanTiles> = { args: { currency: 'PLN' } };
