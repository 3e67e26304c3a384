import { z } from 'zod';
import {
  CheckoutLinkSchema,
  CheckoutSessionViewSchema,
  DiscountInfoSchema,
  PaymentHistoryEntrySchema,
  PaymentMethodSchema,
  PlanViewSchema,
  ReferralPreviewSchema,
  SubscriptionViewSchema,
  UpcomingInvoiceSchema,
  type BillingGateway,
} from '#domain/billing/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** BillingGateway over the typed API client. */
export const createHttpBillingGateway = (client: ApiClient): BillingGateway => ({
  plans: () => settle(client.GET('/api/stripe/plans'), z.array(PlanViewSchema)),
  current: () => settle(client.GET('/api/stripe/subscriptions/current'), SubscriptionViewSchema),
  subscribe: (body, currency) =>
    settle(
      client.POST('/api/stripe/subscriptions', { params: { query: currency ? { currency } : {} }, body }),
      CheckoutLinkSchema,
    ),
  cancel: (immediately) =>
    settle(
      client.DELETE('/api/stripe/subscriptions/cancel', {
        params: { query: { cancelImmediately: immediately ? 'true' : 'false' } },
      }),
      SubscriptionViewSchema,
    ),
  resume: () => settle(client.POST('/api/stripe/subscriptions/resume'), SubscriptionViewSchema),
  paymentHistory: () => settle(client.GET('/api/stripe/payment-history'), z.array(PaymentHistoryEntrySchema)),
  upcomingInvoice: () => settle(client.GET('/api/stripe/upcoming-invoice'), UpcomingInvoiceSchema.nullable()),
  paymentMethods: () => settle(client.GET('/api/stripe/payment-methods'), z.array(PaymentMethodSchema)),
  setDefaultPaymentMethod: (paymentMethodId) =>
    settle(
      client.POST('/api/stripe/payment-methods/default', { body: { paymentMethodId } }),
      z.object({ paymentMethodId: z.string() }),
    ),
  customerPortal: (returnUrl) =>
    settle(
      client.POST('/api/stripe/customer-portal', { body: { returnUrl } }),
      z.object({ url: z.string() }),
    ),
  previewReferral: (code) =>
    settle(
      client.GET('/api/referrals/preview/{code}', { params: { path: { code } } }),
      ReferralPreviewSchema,
    ),
  discountInfo: () => settle(client.GET('/api/referrals/discount-info'), DiscountInfoSchema),
  applyReferral: (code) =>
    settle(client.POST('/api/referrals/apply', { body: { code } }), DiscountInfoSchema),
  checkout: (sessionId) =>
    settle(
      client.GET('/api/billing/checkout/{sessionId}', { params: { path: { sessionId } } }),
      CheckoutSessionViewSchema,
    ),
  confirmCheckout: (sessionId) =>
    settle(
      client.POST('/billing/checkout/{sessionId}', { params: { path: { sessionId } } }),
      z.object({ redirectUrl: z.string(), invoiceNumber: z.string().nullable() }),
    ),
});
