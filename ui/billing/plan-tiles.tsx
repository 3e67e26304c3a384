import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../app/use-price-format.ts';
import {
  monthlyEquivalent,
  planTileView,
  priceFor,
  sellablePlan,
  SHOWN_USAGE_FEATURES,
  YEARLY_SAVING_PERCENT,
  type Currency,
  type PlanView,
  type SubscriptionView,
} from '#domain/billing/index.ts';
import { SoonBadge } from '../pricing/soon-badge.tsx';
import { BeyondLimits } from './beyond-limits.tsx';
import { strongText } from '../app/theme.ts';
import { PLAN_BADGE_KEYS } from '../pricing/plan-badge-keys.ts';

/**
 * requirements §4 plan tiles with the monthly/yearly switch: the price in the display currency
 * (a yearly one per month, with the yearly sum), what the plan includes, and its button.
 */
export const PlanTiles = ({
  plans,
  subscription,
  currency,
  busyPlan,
  onChoose,
}: {
  plans: readonly PlanView[];
  subscription: SubscriptionView | null;
  currency: Currency;
  busyPlan: string | null;
  onChoose: (plan: PlanView) => void;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  const money = usePriceFormat();
  // The switch follows the subscription (which may load after the tab) until the user moves it.
  const [chosen, setBilling] = useState<'month' | 'year' | null>(null);
  const billing = chosen ?? subscription?.planDetails.interval ?? 'month';
  const shown = plans.filter((plan) => plan.interval === billing).map((plan) => sellablePlan(plan, plans));
  return (
    <Stack gap="md">
      <SegmentedControl
        value={billing}
        onChange={(value) => setBilling(value === 'year' ? 'year' : 'month')}
        aria-label={t('billingPeriod')}
        data={[
          { value: 'month', label: t('monthly') },
          { value: 'year', label: t('yearly', { percent: YEARLY_SAVING_PERCENT }) },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {shown.map((plan) => {
          const tile = planTileView(plan, subscription, plan.interval);
          const price = priceFor(plan, currency);
          const amount = money(
            plan.interval === 'year' ? monthlyEquivalent(price.price) : price.price,
            currency,
          );
          const current = tile.badges.includes('Current Plan');
          return (
            <Paper
              key={plan._id}
              withBorder
              radius="md"
              p="md"
              style={current ? { borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" gap={4} align="flex-start">
                  <Title order={3} fz="lg">
                    {plan.name}
                  </Title>
                  <Group gap={4}>
                    {tile.badges.map((badge) => (
                      <Badge
                        key={badge}
                        size="sm"
                        variant="light"
                        color={badge === 'Current Plan' ? 'mint' : 'violet'}
                        c={strongText(badge === 'Current Plan' ? 'mint' : 'violet')}
                      >
                        {t(`badges.${PLAN_BADGE_KEYS[badge]}`)}
                      </Badge>
                    ))}
                  </Group>
                </Group>
                <div>
                  <Text fz={26} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} component="span">
                    {amount}
                  </Text>{' '}
                  <Text c="dimmed" component="span" fz="sm">
                    {t('perMonth')}
                  </Text>
                  {plan.interval === 'year' && (
                    <Text fz="xs" c="dimmed">
                      {t('billedYearly', { price: money(price.price, currency) })}
                    </Text>
                  )}
                </div>
                <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
                  {SHOWN_USAGE_FEATURES.map((name) => {
                    const feature = plan.features.find((f) => f.name === name);
                    if (!feature || feature.limit === 0) return null;
                    const { limit } = feature;
                    return (
                      <List.Item key={name}>
                        {limit === null
                          ? t('includesUnlimited', { feature: t(`features.${name}`) })
                          : t('includes', { feature: t(`features.${name}`), limit })}
                        <SoonBadge feature={name} />
                      </List.Item>
                    );
                  })}
                </List>
                {tile.showsLimits && <BeyondLimits plan={plan} subscription={subscription} />}
                <Button
                  fullWidth
                  disabled={tile.disabled}
                  loading={busyPlan === plan._id}
                  onClick={() => onChoose(plan)}
                  aria-label={t('chooseNamed', {
                    label: t(tile.label === 'CHOOSE PLAN' ? 'choose' : 'startTrial'),
                    plan: plan.name,
                  })}
                >
                  {t(tile.label === 'CHOOSE PLAN' ? 'choose' : 'startTrial')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
};
