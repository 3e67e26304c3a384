import { createHttpBillingGateway } from '#adapters/http/billing-gateway.adapter.ts';
import * as billing from '#domain/billing/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Plans, the subscription and checkout: the gateway the billing screens' use cases read. */
export const wireBilling = ({ container, client }: WebWiringContext) => {
  container.bind(billing.BillingGatewayToken).toConstantValue(createHttpBillingGateway(client));
};
