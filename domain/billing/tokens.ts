import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type { BillingGateway } from './billing-gateway.port.ts';
import type { BillingProviders } from './billing-use-cases.ts';
import type { BillingRepository } from './billing.repository.port.ts';
import type * as slice from './index.ts';
import type { InvoiceRenderer, InvoiceSeller } from './invoice-document.use-case.ts';

export const BillingGatewayToken = createToken<BillingGateway>('billing.BillingGateway');
export const BillingRepositoryToken = createToken<BillingRepository>('billing.BillingRepository');
export const BillingProvidersToken = createToken<BillingProviders>('billing.BillingProviders');
export const InvoiceRendererToken = createToken<InvoiceRenderer>('billing.InvoiceRenderer');
/** Who the built-in invoices name as their seller (the server's INVOICE_SELLER_* settings). */
export const InvoiceSellerToken = createToken<InvoiceSeller>('billing.InvoiceSeller');
/** The app's own origin (PUBLIC_URL): the only place checkout and the portal may send a business back to. */
export const AppOriginToken = createToken<string>('billing.AppOrigin');

/** The slice's use cases: a token per factory its barrel exports. */
export const BillingUseCases: UseCaseTokens<Omit<typeof slice, 'BillingUseCases'>> = useCaseTokens('billing');
