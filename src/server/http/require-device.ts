import { createMiddleware } from 'hono/factory';
import { SCANNER_ERRORS, ScannerUseCases } from '#domain/scanner/index.ts';
import { failure } from './errors.ts';
import { use, type AppEnv } from './api.ts';

/**
 * Requires a valid scanner device key in `X-Device-Key`; answers 401 otherwise. A user's bearer
 * token is not accepted here, and a device key is not accepted anywhere else.
 */
export const requireDevice = createMiddleware<AppEnv>(async (c, next) => {
  const device = await use(c.var.container, ScannerUseCases.authenticateDevice)(c.req.header('x-device-key'));
  if (!device) return failure(c, 401, SCANNER_ERRORS.deviceKeyInvalid);
  c.set('device', device);
  await next();
  return undefined;
});
