import { useEffect, useState } from 'react';
import { useInjection } from '../app/container-context.tsx';
import { SliceLoaderToken } from '../app/slice-loader.ts';
import { PastDueBanner } from './past-due-banner.tsx';
import { useCheckoutReturn } from './use-checkout-return.ts';
import { useSubscriptionRefresh } from './use-subscription-refresh.ts';

const Wired = () => {
  useSubscriptionRefresh();
  useCheckoutReturn();
  return <PastDueBanner />;
};

/**
 * The signed-in frame's billing part (requirements §4): keeps the subscription current, takes a
 * checkout's return, and shows the past-due banner. It loads beside the first screen with the
 * billing slice, so the dashboard does not wait for either (issue 23).
 */
export const BillingFrame = () => {
  const loadSlices = useInjection(SliceLoaderToken);
  const [wired, setWired] = useState(false);
  useEffect(() => {
    let live = true;
    void loadSlices(['billing']).then(() => live && setWired(true));
    return () => {
      live = false;
    };
  }, [loadSlices]);
  return wired ? <Wired /> : null;
};
