import {
  Badge,
  Box,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../app/use-locale-format.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  BillingUseCases,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  planTileView,
  TRIAL_DAYS,
  YEARLY_SAVING_PERCENT,
  type Currency,
  type PlanView,
  type ReferralPreview,
} from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { authStore } from '../auth/auth.store.ts';
import { useDisplayCurrency } from '../billing/use-display-currency.ts';
import { LoadFailure } from '../components/load-state.tsx';
import { CompareTable } from './compare-table.tsx';
import { PlanTile } from './plan-tile.tsx';
import { discountOf, plansForPeriod, tilePrice, type BillingPeriod } from './pricing-view.ts';
import { PricingFaq } from './pricing-faq.tsx';
import { PublicHeader } from './public-header.tsx';
import { ReferralField } from './referral-field.tsx';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({
  value: code,
  label: CURRENCY_SYMBOLS[code] === code ? code : `${code} (${CURRENCY_SYMBOLS[code]})`,
}));

const TILE_COLUMNS = { base: 1, xs: 2, md: 3, lg: 5 } as const;

/**
 * `/pricing` (requirements §2.2): the plans in the visitor's currency with a monthly / yearly switch,
 * a referral code, the compare table and the questions. Choosing a plan goes to sign-up for a
 * visitor and to the billing tab for a signed-in business.
 */
export const PricingPage = () => {
  const { t } = useTranslation('pricing');
  const locale = useFormattingLocale();
  usePageTitle(t('pageTitle'));
  const { user } = useSnapshot(authStore);
  const signedIn = user !== null;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const load = useInjection(BillingUseCases.loadPricing);
  const choose = useInjection(BillingUseCases.choosePricingPlan);
  const { value, error, reload } = useLoaded(useCallback(() => load(signedIn), [load, signedIn]));
  const [referral, setReferral] = useState<ReferralPreview | null>(null);
  // The billing period and a checked code live in the address, so a reload or a shared link keeps them.
  const period: BillingPeriod = params.get('billing') === 'year' ? 'year' : 'month';
  const keepInAddress = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const onReferral = (next: ReferralPreview | null) => {
    setReferral(next);
    keepInAddress('ref', next?.code ?? null);
  };
  const [choosing, setChoosing] = useState<string | null>(null);

  const subscription = value?.subscription ?? null;
  // requirements §4: the currency waits for the subscription, whose currency may win.
  const { currency, choose: chooseCurrency } = useDisplayCurrency(value ? subscription : undefined, {
    currency: params.get('currency'),
    country: params.get('country'),
  });

  const onChoose = async (plan: PlanView, shown: Currency, priceId: string | null) => {
    setChoosing(plan._id);
    const target = await choose({
      planId: plan._id,
      currency: shown,
      priceId,
      referralCode: referral?.code ?? null,
      signedIn,
    });
    setChoosing(null);
    if (target.ok) void navigate(target.value);
    else notify.error(errorText(target.error));
  };

  const shown = value && currency ? plansForPeriod(value.plans, period) : null;

  return (
    <Box mih="100dvh">
      <PublicHeader signedIn={signedIn} />
      <Container size={1200} pb={64} component="main">
        <Stack gap={40}>
          <Stack gap="xs" align="center" ta="center" pt="lg">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {t('title')}
            </Title>
            <Text c="dimmed" maw={560}>
              {t('description', { days: TRIAL_DAYS.planTile })}
            </Text>
          </Stack>

          <Group justify="center" align="flex-end" gap="lg" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <SegmentedControl
                aria-label={t('billing.label')}
                value={period}
                onChange={(next) => keepInAddress('billing', next === 'year' ? 'year' : null)}
                data={[
                  { value: 'month', label: t('billing.month') },
                  { value: 'year', label: t('billing.year') },
                ]}
              />
              <Badge variant="light" color="teal" size="lg">
                {t('billing.save', { percent: YEARLY_SAVING_PERCENT })}
              </Badge>
            </Group>
            <Select
              label={t('currency.label')}
              data={CURRENCY_OPTIONS}
              value={currency}
              disabled={!currency}
              allowDeselect={false}
              w={150}
              onChange={(next) => {
                if (next) chooseCurrency(next as Currency);
              }}
            />
          </Group>

          {error ? (
            <LoadFailure title={t('plans.loadFailed')} onRetry={reload} />
          ) : !shown || !currency ? (
            <SimpleGrid cols={TILE_COLUMNS} role="status" aria-busy="true" aria-label={t('plans.label')}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} h={420} radius="lg" />
              ))}
            </SimpleGrid>
          ) : (
            <>
              <SimpleGrid cols={TILE_COLUMNS} spacing="md">
                {shown.map((plan) => {
                  const price = tilePrice(
                    plan,
                    currency,
                    plan.type === 'free' ? null : discountOf(referral),
                    locale,
                  );
                  return (
                    <PlanTile
                      key={plan._id}
                      plan={plan}
                      view={planTileView(plan, subscription, plan.interval)}
                      price={price}
                      signedIn={signedIn}
                      busy={choosing === plan._id}
                      onChoose={() => void onChoose(plan, price.currency, price.priceId)}
                    />
                  );
                })}
              </SimpleGrid>
              <ReferralField
                referral={referral}
                currency={currency}
                onChange={onReferral}
                initialCode={params.get('ref')}
              />
              <CompareTable plans={shown} />
            </>
          )}
          <PricingFaq />
        </Stack>
      </Container>
    </Box>
  );
};
