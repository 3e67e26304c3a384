import { z } from '@hono/zod-openapi';

/** Path segments of the Apple Wallet web service (research §2.1). */
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
export const ApplePassAuth = z.object({
  authorization: z.string().optional().openapi({ description: 'ApplePass <authenticationToken>' }),
});
export const empty = (description: string) => ({ description });
export const BASE = '/api/wallet/apple/v1';
