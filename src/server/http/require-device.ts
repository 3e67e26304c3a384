import { createMiddleware } from 'hono/factory';
import { DEVICE_KEY_GUESSES, SCANNER_ERRORS, ScannerUseCases } from '#domain/scanner/index.ts';
import { overClientLimit } from './client-limit.ts';
import { failure } from './errors.ts';

import { use, type AppEnv } from './api.ts';

/**
 * Requires a valid scanner device key in `X-Device-Key`; answers 401 otherwise, and 429 to a
 * client after 30 wrong keys in 10 minutes. A user's bearer
 * token is not accepted here, and a device key is not accepted anywhere else.
 */
export const requireDevice = createMiddleware<AppEnv>(async (c, next) => {
  const device = await use(c.var.container, ScannerUseCases.authenticateDevice)(c.req.header('x-device-key'));
  if (!device) {
    // Only wrong keys are counted, so a working scanner pays nothing per scan; a key has 256
    // bits, so refusing wrong ones is enough to stop guessing (issue 22).
    return (
      (await overClientLimit(c, 'device-key', DEVICE_KEY_GUESSES)) ??
      failure(c, 401, SCANNER_ERRORS.deviceKeyInvalid)
    );
  }
  c.set('device', device);
  await next();
  return undefined;
});
