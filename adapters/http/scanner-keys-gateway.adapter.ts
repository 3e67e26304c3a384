import type { ScannerKeysGateway } from '#domain/scanner/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** ScannerKeysGateway over the typed API client. */
export const createHttpScannerKeysGateway = (client: ApiClient): ScannerKeysGateway => ({
  list: () => settle(client.GET('/api/auth/api-keys'), (body: { data?: unknown }) => body.data),
  create: (deviceName) =>
    settle(
      client.POST('/api/auth/api-keys', { body: { deviceName } }),
      (body: { data?: unknown }) => body.data as { key: string; deviceName: string; deviceId: string },
    ),
  revoke: (deviceId) =>
    settle(
      client.DELETE('/api/auth/api-keys/{deviceId}', { params: { path: { deviceId } } }),
      () => true as const,
    ),
});
