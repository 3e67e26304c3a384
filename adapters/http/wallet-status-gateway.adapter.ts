import { WalletStatusSchema, type WalletStatusGateway } from '#domain/wallet/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked } from './settle.ts';

/** WalletStatusGateway over the typed API client; the answer is parsed, not trusted. */
export const createHttpWalletStatusGateway = (client: ApiClient): WalletStatusGateway => ({
  status: () =>
    settlePicked(client.GET('/api/wallet/status'), (body: { data: unknown }) =>
      WalletStatusSchema.parse(body.data),
    ),
});
