import * as billing from '#domain/billing/index.ts';
import {
  checkReferralCode,
  choosePricingPlan,
  confirmCheckoutSession,
  forgetPlanChoice,
  loadCheckoutSession,
  loadPricing,
  pendingPlanChoice,
  rememberPlanChoice,
  startChosenPlanPurchase,
} from '#domain/billing/index.ts';
import { ClockToken, KeyValueStorageToken, sliceBinder } from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** The visitor's purchase path: the pricing page, a plan carried through sign-up, the built-in checkout. */
export const wirePurchase = ({ container }: WebWiringContext) => {
  const bind = sliceBinder(container, billing.BillingUseCases);
  const storage = KeyValueStorageToken;
  const clock = ClockToken;
  bind(
    { loadPricing, checkReferralCode, loadCheckoutSession, confirmCheckoutSession },
    {
      billing: billing.BillingGatewayToken,
    },
  );
  bind({ forgetPlanChoice }, { storage });
  bind({ pendingPlanChoice, rememberPlanChoice }, { storage, clock });
  bind(
    { choosePricingPlan, startChosenPlanPurchase },
    { billing: billing.BillingGatewayToken, storage, clock },
  );
};
