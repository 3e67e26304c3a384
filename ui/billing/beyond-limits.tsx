import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usageBeyond, type PlanView, type SubscriptionView } from '#domain/billing/index.ts';
import { STRONG_TEXT } from '../app/theme.ts';

/**
 * A smaller plan's limits the business is above today, said before it is chosen: moving to it
 * deletes nothing, but nothing more can be added until the use is within them.
 */
export const BeyondLimits = ({
  plan,
  subscription,
}: {
  plan: Pick<PlanView, 'features'>;
  subscription: Pick<SubscriptionView, 'resourceUsage'> | null;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  const beyond = usageBeyond(plan, subscription?.resourceUsage);
  if (beyond.length === 0) return null;
  return (
    <Stack gap={2} data-testid="beyond-limits">
      <Group gap={6} wrap="nowrap">
        <IconAlertTriangle size={16} color={STRONG_TEXT.orange} aria-hidden />
        <Text fz="sm" fw={600} c={STRONG_TEXT.orange}>
          {t('beyondTitle')}
        </Text>
      </Group>
      {beyond.map(({ name, used, limit }) => (
        <Text key={name} fz="sm" c={STRONG_TEXT.orange}>
          {t(limit === 0 ? 'beyondNone' : 'beyond', { feature: t(`features.${name}`), used, limit })}
        </Text>
      ))}
      <Text fz="xs" c="dimmed">
        {t('beyondHint')}
      </Text>
    </Stack>
  );
};
