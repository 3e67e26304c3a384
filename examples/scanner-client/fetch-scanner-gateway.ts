import type { ScannerGateway } from '@passdeck/domain/scanner';
import { domainError, err, ok, type Result } from '@passdeck/domain/shared';

/** The Passdeck API's envelope: `{ success: true, data }`, or a failure with a stable `code`. */
interface Envelope {
  readonly success?: boolean;
  readonly data?: unknown;
  readonly message?: string;
  readonly code?: string;
  readonly field?: string;
}

/**
 * The scanner API over plain fetch, with the device key in `X-Device-Key`. The scanner use cases
 * rely on two codes: `http.401` (the key no longer works, so they forget it) and `http.network`
 * (they answer `scanner.offline`); every other failure keeps the server's code.
 */
export const createFetchScannerGateway = (baseUrl: string, send: typeof fetch = fetch): ScannerGateway => {
  const call = async (deviceKey: string, path: string, body?: unknown): Promise<Result<unknown>> => {
    let response: Response;
    try {
      response = await send(new URL(path, baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'X-Device-Key': deviceKey,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return err(domainError('http.network'));
    }
    const envelope = (await response.json().catch(() => ({}))) as Envelope;
    if (response.ok && envelope.success) return ok(envelope.data);
    const code = response.status === 401 ? 'http.401' : (envelope.code ?? `http.${response.status}`);
    return err(domainError(code, envelope.message, envelope.field));
  };
  return {
    session: (deviceKey) => call(deviceKey, '/api/scanner/session'),
    scan: (deviceKey, barcode) => call(deviceKey, '/api/scanner/scan', { barcode }),
    act: (deviceKey, body) => call(deviceKey, '/api/scanner/action', body),
    undo: (deviceKey, entryId) => call(deviceKey, '/api/scanner/undo', { entryId }),
  };
};
