import type { ApiApp } from '../../http/api.ts';
import { registerApplyReferralRoute } from './apply-referral.route.ts';
import { registerCancelSubscriptionRoute } from './cancel-subscription.route.ts';
import { registerCheckoutSessionRoute } from './get-checkout-session.route.ts';
import { registerConfirmCheckoutRoute } from './confirm-checkout.route.ts';
import { registerCurrentSubscriptionRoute } from './current-subscription.route.ts';
import { registerCustomerPortalRoute } from './customer-portal.route.ts';
import { registerDefaultPaymentMethodRoute } from './set-default-payment-method.route.ts';
import { registerDiscountInfoRoute } from './discount-info.route.ts';
import { registerInvoicePdfRoute } from './invoice-pdf.route.ts';
import { registerListPlansRoute } from './list-plans.route.ts';
import { registerPaymentHistoryRoute } from './payment-history.route.ts';
import { registerPaymentMethodsRoute } from './payment-methods.route.ts';
import { registerReferralPreviewRoute } from './preview-referral.route.ts';
import { registerResumeSubscriptionRoute } from './resume-subscription.route.ts';
import { registerStripeWebhookRoute } from './stripe-webhook.route.ts';
import { registerSubscribeRoute } from './subscribe.route.ts';
import { registerUpcomingInvoiceRoute } from './upcoming-invoice.route.ts';

/** The billing routes (issue 24): plans, the subscription, records, referrals, checkout, webhook. */
export const registerBillingRoutes = (app: ApiApp) => {
  registerListPlansRoute(app);
  registerCurrentSubscriptionRoute(app);
  registerSubscribeRoute(app);
  registerCancelSubscriptionRoute(app);
  registerResumeSubscriptionRoute(app);
  registerPaymentHistoryRoute(app);
  registerUpcomingInvoiceRoute(app);
  registerPaymentMethodsRoute(app);
  registerDefaultPaymentMethodRoute(app);
  registerCustomerPortalRoute(app);
  registerStripeWebhookRoute(app);
  registerCheckoutSessionRoute(app);
  registerConfirmCheckoutRoute(app);
  registerInvoicePdfRoute(app);
  registerReferralPreviewRoute(app);
  registerDiscountInfoRoute(app);
  registerApplyReferralRoute(app);
};
