import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingUseCases, type PlanChoice } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { UsdNote } from '../billing/usd-note.tsx';

/**
 * The plan a visitor chose on the pricing page (`/signup?plan=&currency=&priceId=`), kept in the
 * browser so that it survives the mailed code, a reload and the onboarding step.
 */
export const useChosenPlan = (params: URLSearchParams): PlanChoice | null => {
  const remember = useInjection(BillingUseCases.rememberPlanChoice);
  const pending = useInjection(BillingUseCases.pendingPlanChoice);
  const [choice] = useState(() => {
    remember({ plan: params.get('plan'), currency: params.get('currency'), priceId: params.get('priceId') });
    return pending();
  });
  return choice;
};

/** Under the first sign-up step: what happens to the chosen plan. */
export const ChosenPlanNote = () => {
  const { t } = useTranslation('pricing');
  return (
    <Text fz="sm" c="dimmed" mb="md">
      {t('signup.planChosen')}
    </Text>
  );
};

/**
 * Buying the chosen plan: on to its payment page (ours or the provider's, a page load either way),
 * after the USD note when the plan is priced in USD instead (requirements §8 Subscribe). `onNone`
 * when there is no choice left to buy.
 */
export const useChosenPlanCheckout = ({ onLeave, onNone }: { onLeave: () => void; onNone: () => void }) => {
  const errorText = useErrorText();
  const start = useInjection(BillingUseCases.startChosenPlanPurchase);
  const [busy, setBusy] = useState(false);
  // The payment page waits until the USD note is read.
  const [usdLink, setUsdLink] = useState<string | null>(null);
  const toCheckout = async () => {
    setBusy(true);
    const link = await start();
    if (link.ok && link.value?.note) {
      setBusy(false);
      setUsdLink(link.value.paymentLink);
      return;
    }
    if (link.ok && link.value) {
      onLeave();
      window.location.assign(link.value.paymentLink);
      return;
    }
    setBusy(false);
    if (link.ok) onNone();
    else notify.error(errorText(link.error));
  };
  return { busy, usdLink, toCheckout };
};

/** The sign-up's last step when a plan was chosen: on to its payment page, or to the dashboard without it. */
export const ChosenPlanCheckout = ({
  currency,
  onLeave,
  onDashboard,
}: {
  /** The currency the plan was chosen in. */
  currency: string;
  /** Called just before the browser leaves for the payment page. */
  onLeave: () => void;
  onDashboard: () => void;
}) => {
  const { t } = useTranslation('pricing');
  const forget = useInjection(BillingUseCases.forgetPlanChoice);
  const { busy, usdLink, toCheckout } = useChosenPlanCheckout({ onLeave, onNone: onDashboard });

  return (
    <Stack>
      <Text>{t('signup.readyForCheckout')}</Text>
      {usdLink ? (
        <UsdNote currency={currency} paymentLink={usdLink} onContinue={onLeave} />
      ) : (
        <Button size="md" fullWidth data-autofocus loading={busy} onClick={() => void toCheckout()}>
          {t('signup.toCheckout')}
        </Button>
      )}
      <Button
        variant="subtle"
        fullWidth
        disabled={busy}
        onClick={() => {
          forget();
          onDashboard();
        }}
      >
        {t('signup.dashboardInstead')}
      </Button>
    </Stack>
  );
};
