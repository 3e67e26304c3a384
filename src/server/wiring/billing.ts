import { createBillingRepository, seedPlans } from '#adapters/persistence/billing.repository.ts';
import { createPdfInvoiceRenderer } from '#adapters/pdf/invoice-pdf.adapter.ts';
import { createStripeBillingProvider } from '#adapters/payments/stripe-billing.adapter.ts';
import * as billing from '#domain/billing/index.ts';
import {
  applyProviderEvent,
  applyReferral,
  cancelSubscription,
  checkFeature,
  confirmCheckout,
  currentSubscription,
  customerPortal,
  discountInfo,
  invoiceDocument,
  listPlans,
  paymentHistory,
  paymentMethods,
  previewReferral,
  resumeSubscription,
  setDefaultPaymentMethod,
  setPlanByEmail,
  subscribe,
  upcomingInvoice,
  viewCheckout,
} from '#domain/billing/index.ts';
import * as shared from '#domain/shared/index.ts';
import { use } from '../http/api.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** The Stripe provider, at STRIPE_API_URL when it is given (a local peer in tests, or a proxy). */
const stripeProvider = (stripe: NonNullable<WiringContext['config']['stripe']>) => {
  const url = stripe.apiUrl ? new URL(stripe.apiUrl) : null;
  return createStripeBillingProvider({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
};

/**
 * Plans, subscriptions and their gates (issue 24). The plans are seeded first; purchases go to
 * Stripe when it is configured, else to the built-in provider, and each stored subscription is
 * managed by the provider that made it.
 */
export const wireBilling = async ({ container, config, db, jobHandlers }: WiringContext) => {
  await seedPlans(db, config.stripe?.priceIds);
  const repository = createBillingRepository(db);
  container.bind(billing.BillingRepositoryToken).toConstantValue(repository);
  const builtin = billing.createBuiltinProvider({
    billing: repository,
    ids: use(container, shared.IdGeneratorToken),
    clock: use(container, shared.ClockToken),
    publicUrl: config.publicUrl,
  });
  const stripe = config.stripe ? stripeProvider(config.stripe) : null;
  container
    .bind(billing.BillingProvidersToken)
    .toConstantValue({ current: stripe ?? builtin, builtin, stripe });
  container.bind(billing.InvoiceRendererToken).toConstantValue(createPdfInvoiceRenderer());
  container.bind(billing.InvoiceSellerToken).toConstantValue(config.invoiceSeller);
  container.bind(billing.AppOriginToken).toConstantValue(config.publicUrl);

  const bindBilling = shared.sliceBinder(container, billing.BillingUseCases);
  const readDeps = { billing: billing.BillingRepositoryToken, clock: shared.ClockToken };
  bindBilling({ checkFeature, viewCheckout, setPlanByEmail, applyReferral }, readDeps);
  bindBilling({ listPlans, previewReferral, discountInfo }, { billing: billing.BillingRepositoryToken });
  const providerDeps = { ...readDeps, providers: billing.BillingProvidersToken };
  bindBilling(
    {
      currentSubscription,
      cancelSubscription,
      resumeSubscription,
      paymentHistory,
      upcomingInvoice,
      paymentMethods,
      setDefaultPaymentMethod,
      applyProviderEvent,
    },
    providerDeps,
  );
  bindBilling({ subscribe, customerPortal }, { ...providerDeps, appOrigin: billing.AppOriginToken });
  bindBilling(
    { confirmCheckout },
    { billing: billing.BillingRepositoryToken, jobs: shared.JobQueueToken, ...idsAndClock },
  );
  jobHandlers.add(
    billing.billingRenewalJobs({
      billing: repository,
      jobs: use(container, shared.JobQueueToken),
      ids: use(container, shared.IdGeneratorToken),
      clock: use(container, shared.ClockToken),
    }),
  );
  bindBilling(
    { invoiceDocument },
    {
      billing: billing.BillingRepositoryToken,
      renderer: billing.InvoiceRendererToken,
      seller: billing.InvoiceSellerToken,
    },
  );
};
