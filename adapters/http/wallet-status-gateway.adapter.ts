import { WalletStatusSchema, type WalletStatusGateway } from '#domain/wallet/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** WalletStatusGateway over the typed API client. */
export const createHttpWalletStatusGateway = (client: ApiClient): WalletStatusGateway => ({
  status: () => settle(client.GET('/api/wallet/status'), WalletStatusSchema),
});
