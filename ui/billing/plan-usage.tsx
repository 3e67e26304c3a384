import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '#domain/billing/index.ts';

/** The counted features the plans tab shows usage for, in this order (requirements §3 resource usage). */
export const USAGE_FEATURES = ['blueprint', 'scanners', 'custom_questions', 'custom_segments', 'automations'];

/** Use against every counted limit of the plan: a bar with its figures; unlimited and not-included in words. */
export const PlanUsage = ({ usage }: { usage: SubscriptionView['resourceUsage'] }) => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  return (
    <Stack gap="md">
      {USAGE_FEATURES.map((name) => {
        const entry = usage[name];
        const feature = t(`features.${name}`);
        const used = entry?.used ?? 0;
        const limit = entry ? entry.limit : 0;
        const figures =
          limit === null
            ? t('usedUnlimited', { used })
            : limit === 0 && used === 0
              ? t('notIncluded')
              : t('usedOf', { used, limit });
        const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
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
            {limit !== null && limit > 0 && (
              <Progress
                value={percent}
                color={percent >= 100 ? 'red' : 'violet'}
                size="sm"
                aria-label={t('usageLabel', { feature, used, limit })}
              />
            )}
            {/* After a smaller plan or the trial's end: a red bar alone would not say what it means. */}
            {limit !== null && used > limit && (
              <Text fz="xs" c="red">
                {t('overLimit')}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
};
