import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHOWN_USAGE_FEATURES, usageMeter, type SubscriptionView } from '#domain/billing/index.ts';

/**
 * Use against every counted limit of the plan: a bar with its figures; unlimited and not-included
 * in words. A live trial allows everything (requirements §6), so above a limit it says the limit
 * applies once the trial ends.
 */
export const PlanUsage = ({
  usage,
  trialing = false,
}: {
  usage: SubscriptionView['resourceUsage'];
  trialing?: boolean;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  return (
    <Stack gap="md">
      {SHOWN_USAGE_FEATURES.map((name) => {
        const meter = usageMeter(usage[name]);
        const feature = t(`features.${name}`);
        const figures =
          meter.kind === 'unlimited'
            ? t('usedUnlimited', { used: meter.used })
            : meter.kind === 'notIncluded'
              ? t('notIncluded')
              : t('usedOf', { used: meter.used, limit: meter.limit });
        return (
          <Stack key={name} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={500}>
                {feature}
              </Text>
              <Text fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {figures}
              </Text>
            </Group>
            {meter.kind === 'counted' && meter.percent !== null && (
              <Progress
                value={meter.percent}
                color={meter.standing === 'within' ? 'violet' : 'red'}
                size="sm"
                aria-label={t('usageLabel', { feature, used: meter.used, limit: meter.limit })}
              />
            )}
            {/* After a smaller plan or the trial's end: a red bar alone would not say what it means. */}
            {meter.kind === 'counted' && meter.standing === 'overLimit' && (
              <Text fz="xs" c="red">
                {trialing ? t('overLimitTrial') : t('overLimit')}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
};
