import type { ScannerKeysGateway } from '#domain/scanner/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked } from './settle.ts';

/** ScannerKeysGateway over the typed API client. */
export const createHttpScannerKeysGateway = (client: ApiClient): ScannerKeysGateway => ({
  list: () => settlePicked(client.GET('/api/auth/api-keys'), (body: { data?: unknown }) => body.data),
  create: (deviceName) =>
    settlePicked(
      client.POST('/api/auth/api-keys', { body: { deviceName } }),
      (body: { data?: unknown }) => body.data as { key: string; deviceName: string; deviceId: string },
    ),
  revoke: (deviceId) =>
    settlePicked(
      client.DELETE('/api/auth/api-keys/{deviceId}', { params: { path: { deviceId } } }),
      () => true as const,
    ),
});
