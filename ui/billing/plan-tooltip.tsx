import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canUseFeature, type GatedFeature } from '#domain/billing/index.ts';
import { subscriptionStore } from './subscription.store.ts';

/** The features with a requirements §8 tooltip, and its text's key. */
const TOOLTIPS = {
  createCampaign: 'createCampaign',
  integrations: 'integrations',
} as const satisfies Partial<Record<GatedFeature, string>>;

/**
 * requirements §8 Tooltips: on a button whose action the plan does not allow, the reason on hover
 * and focus. The button stays usable: the server decides, and its refusal opens the upgrade dialog.
 */
export const PlanTooltip = ({
  feature,
  children,
}: {
  feature: keyof typeof TOOLTIPS;
  children: ReactElement;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'tooltips' });
  const { subscription } = useSnapshot(subscriptionStore);
  if (!subscription) return children;
  const usage = subscription.resourceUsage;
  const verdict = canUseFeature(subscription, feature, {
    blueprints: usage['blueprint']?.used ?? 0,
    issues: usage['issues']?.used ?? 0,
  });
  if (verdict.allowed) return children;
  return (
    <Tooltip label={t(TOOLTIPS[feature])} withArrow multiline maw={260}>
      {children}
    </Tooltip>
  );
};
