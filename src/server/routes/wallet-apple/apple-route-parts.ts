import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { WalletUseCases } from '#domain/wallet/index.ts';
import { use, type AppEnv } from '../../http/api.ts';

/** Path segments of the Apple Wallet web service (wallet §2.1). */
export const DeviceParams = z.object({
  deviceLibraryIdentifier: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'deviceLibraryIdentifier', in: 'path' } }),
  passTypeIdentifier: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'passTypeIdentifier', in: 'path' } }),
});
export const RegistrationParams = DeviceParams.extend({
  serialNumber: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'serialNumber', in: 'path' } }),
});
export const empty = (description: string) => ({ description });
export const BASE = '/api/wallet/apple/v1';

/** A URL naming another Pass Type ID is not one of ours: 404 (null when it is ours). */
export const foreignPassType = (c: Context<AppEnv>, passTypeIdentifier: string) =>
  use(c.var.container, WalletUseCases.appleWebService).handles(passTypeIdentifier) ? null : c.body(null, 404);
