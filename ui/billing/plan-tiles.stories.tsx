import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAN_CATALOGUE, toPlanView } from '#domain/billing/index.ts';
import { sampleSubscription } from '../../test/fakes/billing-client-fakes.ts';
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

/** A Growth business with three published cards: the Starter tile says what moving down leaves above. */
export const AboveSmallerPlan: StoryObj<typeof PlanTiles> = {
  args: {
    subscription: sampleSubscription({
      resourceUsage: {
        blueprint: { enabled: true, limit: 5, total: 5, used: 3, remaining: 2, available: 2 },
        scanners: { enabled: true, limit: 5, total: 5, used: 2, remaining: 3, available: 3 },
      },
    }),
  },
};
