export * from './currency.ts';
export * from './plans.ts';
export * from './navigation.ts';
export { ownUrl } from './return-url.ts';
export * from './plan-catalogue.ts';
export * from './billing-views.ts';
export * from './subscription-state.ts';
export * from './usage-meter.ts';
export * from './proration.ts';
export type * from './billing.repository.port.ts';
export type {
  BillingProvider,
  ProviderEvent,
  ProviderSubscriptionUpdate,
  SubscribeRequest,
} from './billing-provider.port.ts';
export { CurrencyMismatchError } from './billing-provider.port.ts';
export {
  BILLING_ERRORS,
  cancelSubscription,
  checkFeature,
  currencyMismatchMessage,
  currentSubscription,
  customerPortal,
  listPlans,
  paymentHistory,
  paymentMethods,
  providerOf,
  resumeSubscription,
  setDefaultPaymentMethod,
  subscribe,
  toPlanView,
  upcomingInvoice,
  type BillingActor,
  type BillingProviders,
} from './billing-use-cases.ts';
export {
  CHECKOUT_ERRORS,
  CHECKOUT_VALID_HOURS,
  confirmCheckout,
  newCheckoutSession,
  viewCheckout,
} from './checkout-use-cases.ts';
export {
  applyReferral,
  discountInfo,
  previewReferral,
  REFERRAL_PREVIEW_MESSAGES,
} from './referral-use-cases.ts';
export { applyProviderEvent, PROVIDER_EVENT_ERRORS } from './provider-events.use-case.ts';
export { setPlanByEmail } from './set-plan.use-case.ts';
export {
  DEFAULT_INVOICE_SELLER,
  invoiceDocument,
  type InvoicePdf,
  type InvoiceRenderer,
  type InvoiceSeller,
} from './invoice-document.use-case.ts';
export { includedVat, invoiceAmountLines, type InvoiceAmountLine } from './invoice-amounts.ts';
export { createBuiltinProvider } from './builtin-provider.ts';
export { BUILTIN_CHECKOUT_PATH, paymentLinkHere } from './checkout-link.ts';
export { BILLING_RENEWAL_JOB, billingRenewalJobs } from './renewal-job.ts';
export * from './tokens.ts';
export type { BillingGateway } from './billing-gateway.port.ts';
export type { InvoiceFileGateway } from './invoice-file-gateway.port.ts';
export {
  BILLING_CLIENT_ERRORS,
  InvoiceFileGatewayToken,
  billedByStripe,
  canCancelPlan,
  cancelPlan,
  choosePlan,
  downloadInvoice,
  keepPlan,
  loadBillingOverview,
  loadPlans,
  loadSubscription,
  makeDefaultPaymentMethod,
  openCustomerPortal,
  planChangeShown,
  planRefusalOf,
  type PlanChange,
} from './billing-client-use-cases.ts';
export {
  checkReferralCode,
  choosePricingPlan,
  confirmCheckoutSession,
  countryOfLanguages,
  forgetPlanChoice,
  loadCheckoutSession,
  loadPricing,
  pendingPlanChoice,
  pickDisplayCurrency,
  PLAN_CHOICE_KEY,
  PLAN_CHOICE_VALID_MS,
  PREFERRED_CURRENCY_KEY,
  rememberPlanChoice,
  resolvePricingCurrency,
  startChosenPlanPurchase,
  type PlanChoice,
} from './purchase-client-use-cases.ts';
