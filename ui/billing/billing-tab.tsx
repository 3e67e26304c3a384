import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  BillingUseCases,
  billedByStripe,
  canCancelPlan,
  invoicePlanOf,
  isFreePlan,
  plansTabTarget,
  type PaymentHistoryEntry,
  type SubscriptionView,
} from '#domain/billing/index.ts';
import { AccountSection } from '../account/account-section.tsx';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { usePriceFormat } from '../app/use-price-format.ts';
import { usePhoneLayout } from '../app/use-phone-layout.ts';
import { LoadingRows } from '../components/load-state.tsx';
import { saveFile } from '../components/qr-download.ts';
import { localPath } from './billing-links.ts';
import { CancelPlanDialog } from './cancel-plan-dialog.tsx';
import { CurrentPlan } from './current-plan.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { PlanFromPricing } from './plan-from-pricing.tsx';
import { WithSubscription } from './subscription-section.tsx';
import { checkoutThanksDue, clearCheckoutSucceeded, subscriptionStore } from './subscription.store.ts';
import { useCustomerPortal } from './use-customer-portal.ts';
import { usePlanChange } from './use-plan-change.ts';

/**
 * `/account?tab=billing` (issue 24): the subscription with cancel and the provider's portal,
 * saved cards, the next charge and the invoices; the plan chosen on /pricing is started here
 * after a confirmation, and a checkout's success is shown once.
 */
export const BillingTab = () => {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'billing' });
  const format = useLocaleFormat();
  const money = usePriceFormat();
  const phone = usePhoneLayout();
  const [params] = useSearchParams();
  const snapshot = useSnapshot(subscriptionStore);
  // Thanked once the subscription was fetched after the checkout: the one from before named the
  // plan held before it (the trial's).
  const checkoutSucceeded = checkoutThanksDue(snapshot);
  const subscription = snapshot.subscription as SubscriptionView | null;
  const loadOverview = useInjection(BillingUseCases.loadBillingOverview);
  const download = useInjection(BillingUseCases.downloadInvoice);
  const { value: overview, reload } = useLoaded(loadOverview);
  const portal = useCustomerPortal();
  const [cancelling, setCancelling] = useState(false);
  const planChange = usePlanChange();
  // Shown once: leaving the tab (or closing the message) forgets it.
  useEffect(() => () => clearCheckoutSucceeded(), []);
  const redirect = params.get('redirect');
  const returnTo = localPath(params.get('returnTo'));
  const fromPricing = params.get('plan');

  const confirmCancel = async (immediately: boolean) => {
    if (!(await planChange.change(immediately ? 'cancelNow' : 'cancelAtPeriodEnd'))) return;
    setCancelling(false);
    reload();
  };

  // A plan set to end can be kept while its period lasts (the view clears the flag once it is over).
  const keepPlan = async () => {
    if (await planChange.change('keep')) reload();
  };

  const saveInvoice = async (entry: PaymentHistoryEntry) => {
    const result = await download(entry, i18n.resolvedLanguage ?? 'en');
    if (!result.ok) return notify.error(result.error.message || t('invoiceFailed'));
    if ('url' in result.value) window.open(result.value.url, '_blank', 'noopener');
    else
      saveFile(
        new Blob([result.value.bytes as BlobPart], { type: 'application/pdf' }),
        result.value.fileName,
      );
  };

  // A plan chosen during the trial is not active yet: it starts when the trial ends.
  const successText = () => {
    if (!subscription || isFreePlan(subscription)) return t('successPending');
    const plan = subscription.planDetails.name;
    if (subscription.status !== 'trialing') return t('successBody', { plan });
    return subscription.trialEndsAt
      ? t('successTrial', { plan, date: format.date(subscription.trialEndsAt) })
      : t('successTrialNoDate', { plan });
  };

  const selfManaged = subscription && !billedByStripe(subscription);
  const cancellable = subscription && canCancelPlan(subscription);

  // The server words invoice lines in English; a known plan is named in the UI's language instead.
  const lineOf = (entry: { planId?: string; description: string }) => {
    const plan = invoicePlanOf(entry.planId);
    return plan ? t(`invoiceLine.${plan.interval}`, { plan: plan.name }) : entry.description;
  };

  const invoiceCells = (entry: PaymentHistoryEntry) => ({
    number: <Text fw={500}>{entry.number}</Text>,
    date: format.date(entry.createdAt),
    amount: <Text style={{ fontVariantNumeric: 'tabular-nums' }}>{money(entry.amount, entry.currency)}</Text>,
    action: entry.pdfUrl && (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDownload size={14} />}
        onClick={() => void saveInvoice(entry)}
        aria-label={t('downloadNamed', { number: entry.number })}
      >
        {t('download')}
      </Button>
    ),
  });

  return (
    <Stack gap="lg">
      {checkoutSucceeded && (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} />}
          title={t('successTitle')}
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={clearCheckoutSucceeded}
          role="status"
        >
          {successText()}
          {returnTo && (
            <Button component={Link} to={returnTo} mt="sm" display="block" w="fit-content">
              {t('backToWork')}
            </Button>
          )}
        </Alert>
      )}
      {redirect && !fromPricing && (
        <Alert color="violet" icon={<IconInfoCircle size={18} />} title={t('choosePlanTitle')}>
          <Text fz="sm">{t('choosePlanBody')}</Text>
          <Button mt="sm" component={Link} to={`/account?tab=plans&redirect=${encodeURIComponent(redirect)}`}>
            {t('seePlans')}
          </Button>
        </Alert>
      )}
      {fromPricing && <PlanFromPricing planId={fromPricing} currency={params.get('currency')} />}

      <AccountSection title={t('subscription')}>
        <WithSubscription rows={2}>
          {(current) => (
            <Stack gap="md">
              <CurrentPlan subscription={current} />
              <Group gap="sm">
                <Button component={Link} to={plansTabTarget('/account?tab=billing')} variant="light">
                  {t('changePlan')}
                </Button>
                {current.provider === 'stripe' && (
                  <Button
                    variant="default"
                    rightSection={<IconExternalLink size={14} />}
                    loading={portal.busy}
                    onClick={() => void portal.open()}
                  >
                    {t('portal')}
                  </Button>
                )}
                {cancellable && (
                  <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
                    {t('cancelPlan')}
                  </Button>
                )}
                {current.cancelAtPeriodEnd && (
                  <Button variant="filled" loading={planChange.busy} onClick={() => void keepPlan()}>
                    {t('keepPlan')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </WithSubscription>
      </AccountSection>

      {selfManaged && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} title={t('selfManagedTitle')}>
          {t('selfManagedBody')}
        </Alert>
      )}

      <AccountSection title={t('methods')}>
        {overview ? (
          <PaymentMethods methods={overview.methods} onChanged={reload} />
        ) : (
          <LoadingRows height={36} rows={1} />
        )}
      </AccountSection>

      <AccountSection title={t('upcoming')}>
        {!overview && <LoadingRows height={28} rows={1} />}
        {overview && !overview.upcoming && <Text c="dimmed">{t('noUpcoming')}</Text>}
        {/* Credit left from a dearer plan is money the business has: say so, not only when it is spent. */}
        {subscription?.creditBalance && (
          <Text fz="sm" mb="xs" data-testid="credit-balance">
            {t('creditBalance', { amount: money(subscription.creditBalance, subscription.currency) })}
          </Text>
        )}
        {overview?.upcoming && (
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={500}>{lineOf(overview.upcoming)}</Text>
              {Number(overview.upcoming.creditApplied ?? 0) > 0 && (
                <Text fz="sm" c="dimmed">
                  {t('creditApplied', {
                    amount: money(overview.upcoming.creditApplied!, overview.upcoming.currency),
                  })}
                </Text>
              )}
              {overview.upcoming.dueAt && (
                <Text fz="sm" c="dimmed">
                  {t('dueOn', { date: format.date(overview.upcoming.dueAt) })}
                </Text>
              )}
            </Stack>
            <Text fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(overview.upcoming.amount, overview.upcoming.currency)}
            </Text>
          </Group>
        )}
      </AccountSection>

      <AccountSection title={t('invoices')}>
        {!overview && <LoadingRows height={36} rows={3} />}
        {overview && overview.invoices.length === 0 && <Text c="dimmed">{t('noInvoices')}</Text>}
        {overview && overview.invoices.length > 0 && !phone && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('number')}</Table.Th>
                  <Table.Th>{t('date')}</Table.Th>
                  <Table.Th>{t('description')}</Table.Th>
                  <Table.Th ta="right">{t('amount')}</Table.Th>
                  <Table.Th>{t('pdf')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.invoices.map((entry) => {
                  const cells = invoiceCells(entry);
                  return (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{cells.number}</Table.Td>
                      <Table.Td>{cells.date}</Table.Td>
                      <Table.Td>{lineOf(entry)}</Table.Td>
                      <Table.Td ta="right">{cells.amount}</Table.Td>
                      <Table.Td>{cells.action}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {overview && overview.invoices.length > 0 && phone && (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {overview.invoices.map((entry, i) => {
              const cells = invoiceCells(entry);
              return (
                <Stack
                  key={entry.id}
                  component="li"
                  gap={4}
                  py="sm"
                  style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
                >
                  <Group justify="space-between" wrap="nowrap">
                    {cells.number}
                    {cells.amount}
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {cells.date} · {lineOf(entry)}
                  </Text>
                  <div>{cells.action}</div>
                </Stack>
              );
            })}
          </Stack>
        )}
      </AccountSection>

      {subscription && (
        <CancelPlanDialog
          subscription={subscription}
          opened={cancelling}
          busy={planChange.busy}
          onClose={() => setCancelling(false)}
          onConfirm={(immediately) => void confirmCancel(immediately)}
        />
      )}
    </Stack>
  );
};
