import { createHttpBillingGateway } from '#adapters/http/billing-gateway.adapter.ts';
import { createHttpInvoiceFileGateway } from '#adapters/http/invoice-file-gateway.adapter.ts';
import * as billing from '#domain/billing/index.ts';
import {
  cancelPlan,
  choosePlan,
  downloadInvoice,
  keepPlan,
  loadBillingOverview,
  loadPlans,
  loadSubscription,
  makeDefaultPaymentMethod,
  openCustomerPortal,
  pickDisplayCurrency,
  resolvePricingCurrency,
} from '#domain/billing/index.ts';
import * as shared from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Plans, the subscription and checkout: the gateway the billing screens' use cases read. */
export const wireBilling = ({ container, client }: WebWiringContext) => {
  container.bind(billing.BillingGatewayToken).toConstantValue(createHttpBillingGateway(client));
  container.bind(billing.InvoiceFileGatewayToken).toConstantValue(createHttpInvoiceFileGateway(client));
  // The account's plans and billing tabs, and the subscription the signed-in frame keeps.
  const bind = shared.sliceBinder(container, billing.BillingUseCases);
  bind(
    {
      loadSubscription,
      loadPlans,
      choosePlan,
      cancelPlan,
      keepPlan,
      loadBillingOverview,
      makeDefaultPaymentMethod,
      openCustomerPortal,
    },
    { billing: billing.BillingGatewayToken },
  );
  bind({ downloadInvoice }, { invoices: billing.InvoiceFileGatewayToken });
  // The display currency, which the pricing page and the account's tabs find the same way.
  bind({ resolvePricingCurrency, pickDisplayCurrency }, { storage: shared.KeyValueStorageToken });
};
