import type { Result } from '../shared/result.ts';
import type {
  CheckoutSessionView,
  DiscountInfo,
  PaymentHistoryEntry,
  PaymentMethod,
  PlanView,
  ReferralPreview,
  SubscriptionView,
  UpcomingInvoice,
} from './billing-views.ts';
import type { Currency } from './currency.ts';

/** The browser's view of the billing API (requirements §7 Billing; issue 24). */
export interface BillingGateway {
  plans(): Promise<Result<PlanView[]>>;
  current(): Promise<Result<SubscriptionView>>;
  subscribe(
    input: { planId: string; successUrl: string; cancelUrl: string },
    currency?: Currency,
  ): Promise<Result<{ paymentLink: string; note?: string }>>;
  cancel(immediately: boolean): Promise<Result<SubscriptionView>>;
  /** Keeps a plan that was set to end with its period. */
  resume(): Promise<Result<SubscriptionView>>;
  paymentHistory(): Promise<Result<PaymentHistoryEntry[]>>;
  upcomingInvoice(): Promise<Result<UpcomingInvoice | null>>;
  paymentMethods(): Promise<Result<PaymentMethod[]>>;
  setDefaultPaymentMethod(paymentMethodId: string): Promise<Result<{ paymentMethodId: string }>>;
  customerPortal(returnUrl: string): Promise<Result<{ url: string }>>;
  previewReferral(code: string): Promise<Result<ReferralPreview>>;
  discountInfo(): Promise<Result<DiscountInfo>>;
  applyReferral(code: string): Promise<Result<DiscountInfo>>;
  checkout(sessionId: string): Promise<Result<CheckoutSessionView>>;
  confirmCheckout(sessionId: string): Promise<Result<{ redirectUrl: string; invoiceNumber: string | null }>>;
}
