import { z } from 'zod';
import {
  CreatedDeviceKeySchema,
  ScannerDeviceSchema,
  type ScannerKeysGateway,
} from '#domain/scanner/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** A revoke answers only the envelope's message. */
const Revoked = z.unknown().transform(() => true as const);

/** ScannerKeysGateway over the typed API client. */
export const createHttpScannerKeysGateway = (client: ApiClient): ScannerKeysGateway => ({
  list: () => settle(client.GET('/api/auth/api-keys'), z.array(ScannerDeviceSchema)),
  create: (deviceName) =>
    settle(client.POST('/api/auth/api-keys', { body: { deviceName } }), CreatedDeviceKeySchema),
  revoke: (deviceId) =>
    settle(client.DELETE('/api/auth/api-keys/{deviceId}', { params: { path: { deviceId } } }), Revoked),
});
