import { useEffect, useState } from 'react';
import { useInjection } from '../app/container-context.tsx';
import { SliceLoaderToken } from '../app/slice-loader.ts';
import { PlanChoiceBanner } from '../pricing/plan-choice-banner.tsx';
import { PastDueBanner } from './past-due-banner.tsx';
import { useCheckoutReturn } from './use-checkout-return.ts';
import { useSubscriptionRefresh } from './use-subscription-refresh.ts';

const Wired = () => {
  useSubscriptionRefresh();
  useCheckoutReturn();
  return (
    <>
      <PastDueBanner />
      <PlanChoiceBanner />
    </>
  );
};

/**
 * The signed-in frame's billing part (requirements §4): keeps the subscription current, takes a
 * checkout's return, shows the past-due banner and offers a plan chosen on the pricing page. It
 * loads beside the first screen with the billing and purchase slices, so the dashboard does not
 * wait for any of them (issue 23).
 */
export const BillingFrame = () => {
  const loadSlices = useInjection(SliceLoaderToken);
  const [wired, setWired] = useState(false);
  useEffect(() => {
    let live = true;
    void loadSlices(['billing', 'purchase']).then(() => live && setWired(true));
    return () => {
      live = false;
    };
  }, [loadSlices]);
  return wired ? <Wired /> : null;
};
