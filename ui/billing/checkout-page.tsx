import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { BillingUseCases, priceFor, type CheckoutSessionView } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { usePriceFormat } from '../app/use-price-format.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { discountText } from '../pricing/referral-field.tsx';
import { BeyondLimits } from './beyond-limits.tsx';
import { refreshSubscription, subscriptionStore } from './subscription.store.ts';

/** Answers that mean the session is gone for good: the page shows why instead of a retry. */
const NOT_FOUND = ['billing.checkout_not_found', 'http.404'];
/** Confirm refusals that change what the session is: reloading shows its new state. */
const SETTLED = ['billing.checkout_completed', 'billing.checkout_expired'];

/**
 * A session's return address as a page of this app. The server keeps return addresses only on its
 * own address (PUBLIC_URL), so their path is the page; the business may be on another name of the
 * same site (www or not), where the full address would land it logged out.
 */
const pageOf = (url: string) => {
  const target = new URL(url, window.location.origin);
  // Two leading slashes would be another host to a link (the server refuses such addresses too).
  return target.pathname.startsWith('//') ? '/' : `${target.pathname}${target.search}${target.hash}`;
};

const Row = ({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) => (
  // A rule above the total; a <dl> may hold only its rows, so the line is the row's border.
  <Group
    component="div"
    justify="space-between"
    align="baseline"
    wrap="nowrap"
    gap="md"
    pt={strong ? 'sm' : undefined}
    style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
  >
    <Text component="dt" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
      {term}
    </Text>
    <Text
      component="dd"
      m={0}
      ta="right"
      fw={strong ? 700 : 500}
      fz={strong ? 'xl' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </Text>
  </Group>
);

/** A session that cannot be paid (expired, complete, unknown): what happened and the way on. */
const SettledState = ({ kind }: { kind: 'completed' | 'expired' | 'notFound' }) => {
  const { t } = useTranslation('pricing');
  return (
    <AuthCard title={t(`checkout.${kind}.title`)} subtitle={t(`checkout.${kind}.body`)}>
      <Button component={Link} to={kind === 'completed' ? '/dashboard' : '/pricing'} fullWidth>
        {t(`checkout.${kind}.action`)}
      </Button>
    </AuthCard>
  );
};

/** The open session: what is bought, for how much, what is due now; confirm or cancel. */
const OpenCheckout = ({ session, onSettled }: { session: CheckoutSessionView; onSettled: () => void }) => {
  const { t } = useTranslation('pricing');
  const errorText = useErrorText();
  const format = useLocaleFormat();
  const money = usePriceFormat();
  const confirm = useInjection(BillingUseCases.confirmCheckoutSession);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Outside the signed-in frame, so the subscription is fetched here: a smaller plan's page says
  // which of today's uses are above its limits before it is confirmed.
  const loadSubscription = useInjection(BillingUseCases.loadSubscription);
  useEffect(() => void refreshSubscription(loadSubscription), [loadSubscription]);
  const { subscription } = useSnapshot(subscriptionStore);
  const { plan, currency } = session;
  const listed = money(priceFor(plan, currency).price, currency);
  const due = money(session.dueNow, currency);
  const credited = Number(session.creditApplied) > 0;
  const nothingDue = Number(session.dueNow) === 0;
  const trial = session.firstPaymentAt && session.firstPayment !== null;

  const onConfirm = async () => {
    setBusy(true);
    const result = await confirm(session.id);
    if (result.ok) {
      // The page it returns to says the plan is active (the return from checkout, requirements §4).
      void navigate(pageOf(result.value.redirectUrl));
      return;
    }
    setBusy(false);
    if (SETTLED.includes(result.error.code)) onSettled();
    else notify.error(errorText(result.error));
  };

  return (
    <AuthCard title={t('checkout.title')} subtitle={t('checkout.subtitle')}>
      <Stack gap="lg">
        <Stack component="dl" gap="sm" m={0}>
          <Row term={t('checkout.plan')}>
            {plan.name}
            <Text span display="block" fz="sm" c="dimmed" fw={400}>
              {t(`checkout.interval.${plan.interval}`)}
            </Text>
          </Row>
          <Row term={t('checkout.price')}>{t(`checkout.pricePer.${plan.interval}`, { amount: listed })}</Row>
          {session.discount && (
            <Row term={t('checkout.discount', { code: session.discount.code })}>
              {`−${discountText(session.discount, currency, money, format.percent)}`}
            </Row>
          )}
          {credited && <Row term={t('checkout.credit')}>{`−${money(session.creditApplied, currency)}`}</Row>}
          <Row term={t('checkout.dueNow')} strong>
            {due}
          </Row>
        </Stack>
        <BeyondLimits plan={plan} subscription={subscription} />
        {session.creditLeftBehind && (
          <Alert color="yellow">
            {t('checkout.creditLeftBehind', {
              amount: money(session.creditLeftBehind.amount, session.creditLeftBehind.currency),
              currency,
              creditCurrency: session.creditLeftBehind.currency,
            })}
          </Alert>
        )}
        {trial && (
          <Alert color="teal" role="status">
            {t('checkout.trialNote', {
              amount: money(session.firstPayment!, currency),
              date: format.date(session.firstPaymentAt!),
            })}
          </Alert>
        )}
        <Text fz="sm" c="dimmed">
          {/* The credit line is explained where there is one (and not when it is left behind). */}
          {credited && !trial && !session.creditLeftBehind ? `${t('checkout.dueNowHint')} ` : ''}
          {t('checkout.expires', { date: format.dateTime(session.expiresAt) })}
        </Text>
        <Stack gap="xs">
          <Button size="md" fullWidth loading={busy} onClick={() => void onConfirm()}>
            {/* Nothing to pay: "Confirm and pay €0.00" would promise a payment that does not happen. */}
            {trial || nothingDue ? t('checkout.confirmTrial') : t('checkout.confirm', { amount: due })}
          </Button>
          <Anchor component={Link} to={pageOf(session.cancelUrl)} ta="center" fz="sm">
            {t('checkout.cancel')}
          </Anchor>
        </Stack>
      </Stack>
    </AuthCard>
  );
};

/**
 * `/billing/checkout/:sessionId`: the built-in provider's payment page (issue 24). Signed-out
 * visitors are sent to log in first by the route guard.
 */
export const CheckoutPage = () => {
  const { t } = useTranslation('pricing');
  const { t: common } = useTranslation('common');
  usePageTitle(t('checkout.pageTitle'));
  const { sessionId = '' } = useParams();
  const errorText = useErrorText();
  const load = useInjection(BillingUseCases.loadCheckoutSession);
  const { value, error, loading, reload } = useLoaded(useCallback(() => load(sessionId), [load, sessionId]));

  if (error && NOT_FOUND.includes(error.code)) return <SettledState kind="notFound" />;
  if (error)
    return (
      <AuthCard title={t('checkout.loadFailed')}>
        <Alert color="red" role="alert">
          {errorText(error)}
        </Alert>
        <Button mt="md" fullWidth variant="light" onClick={reload}>
          {common('errorPanel.tryAgain')}
        </Button>
      </AuthCard>
    );
  if (!value || loading)
    return (
      <AuthCard title={t('checkout.title')} subtitle={t('checkout.subtitle')}>
        <Stack role="status" aria-busy="true" aria-label={t('checkout.summary')} gap="sm">
          <Skeleton h={24} />
          <Skeleton h={24} />
          <Skeleton h={24} />
          <Skeleton h={44} mt="md" />
        </Stack>
      </AuthCard>
    );
  if (value.status !== 'open') return <SettledState kind={value.status} />;
  return <OpenCheckout session={value} onSettled={reload} />;
};
