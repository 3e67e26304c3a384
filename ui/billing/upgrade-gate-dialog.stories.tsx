import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradeGateDialog } from './upgrade-gate-dialog.tsx';

const meta: Meta<typeof UpgradeGateDialog> = {
  title: 'Billing/UpgradeGateDialog',
  component: UpgradeGateDialog,
  args: { onClose: () => undefined },
};
export default meta;

export const FreePlan: StoryObj<typeof UpgradeGateDialog> = { args: { reason: 'free' } };
export const PaidPlanLimit: StoryObj<typeof UpgradeGateDialog> = { args: { reason: 'limitExceeded' } };
