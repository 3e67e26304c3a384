import type { ScannerKeysGateway } from '#domain/scanner/index.ts';
import { domainError, err, ok, type Result } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';

type Answer = { data?: unknown; error?: { message?: string }; response: Response };

const settle = async <R>(
  call: Promise<Answer>,
  pick: (body: { data?: unknown }) => R,
): Promise<Result<R>> => {
  try {
    const { data, error, response } = await call;
    if (data !== undefined && response.ok) return ok(pick(data as { data?: unknown }));
    return err(domainError(`http.${response.status}`, error?.message));
  } catch {
    return err(domainError('http.network'));
  }
};

/** ScannerKeysGateway over the typed API client. */
export const createHttpScannerKeysGateway = (client: ApiClient): ScannerKeysGateway => ({
  list: () => settle(client.GET('/api/auth/api-keys'), (body) => body.data),
  create: (deviceName) =>
    settle(
      client.POST('/api/auth/api-keys', { body: { deviceName } }),
      (body) => body.data as { key: string; deviceName: string; deviceId: string },
    ),
  revoke: (deviceId) =>
    settle(
      client.DELETE('/api/auth/api-keys/{deviceId}', { params: { path: { deviceId } } }),
      () => true as const,
    ),
});
