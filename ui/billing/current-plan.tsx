import { Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanName } from '../pricing/use-plan-name.ts';
import { isBareTrial, isFreePlan, isLegacyPlan, type SubscriptionView } from '#domain/billing/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { strongText, type StrongColor } from '../app/theme.ts';

const DAY_MS = 86_400_000;

/** Whole days until `at` (a trial ending later today still has one). */
export const daysUntil = (at: string, now: number): number =>
  Math.max(0, Math.ceil((new Date(at).getTime() - now) / DAY_MS));

const STATUS_COLORS: Record<SubscriptionView['status'], StrongColor> = {
  trialing: 'violet',
  active: 'green',
  past_due: 'red',
  canceled: 'gray',
  incomplete: 'yellow',
  free: 'gray',
};

/**
 * What follows the trial: the free plan, unless a plan was chosen during it (it then has a period,
 * which ends with the trial) and not cancelled since.
 */
const trialNote = (subscription: SubscriptionView) => {
  if (subscription.cancelAtPeriodEnd) return 'trialThenFree';
  return isBareTrial(subscription) ? 'trialEnds' : 'trialThenPlan';
};

/** The plan the business is on: its name, legacy or new, status, and the trial or period dates. */
export const CurrentPlan = ({ subscription }: { subscription: SubscriptionView }) => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  const planName = usePlanName();
  const format = useLocaleFormat();
  // Read once: the days left do not tick while the page is open.
  const [now] = useState(() => Date.now());
  const { status, trialEndsAt, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  const free = isFreePlan(subscription);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text fz="xl" fw={700}>
          {planName(subscription.planDetails)}
        </Text>
        {/* The free plan's name already says it. */}
        {status !== 'free' && (
          <Badge variant="light" color={STATUS_COLORS[status]} c={strongText(STATUS_COLORS[status])}>
            {t(`status.${status}`)}
          </Badge>
        )}
        {!free && (
          <Badge variant="outline" color="gray" c={strongText('gray')}>
            {isLegacyPlan(subscription) ? t('legacy') : t('newPlan')}
          </Badge>
        )}
      </Group>
      {status === 'trialing' && trialEndsAt && (
        <Text>
          {t('trialLeft', { count: daysUntil(trialEndsAt, now) })}{' '}
          {t(trialNote(subscription), { date: format.date(trialEndsAt) })}
        </Text>
      )}
      {free && <Text c="dimmed">{t('freeHint')}</Text>}
      {!free && status !== 'trialing' && currentPeriodEnd && (
        <Text c="dimmed">
          {cancelAtPeriodEnd
            ? t('endsOn', { date: format.date(currentPeriodEnd) })
            : t('renewsOn', { date: format.date(currentPeriodEnd) })}
        </Text>
      )}
    </Stack>
  );
};
