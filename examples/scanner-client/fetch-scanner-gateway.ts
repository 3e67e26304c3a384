import type { z } from 'zod';
import { HolderViewReplySchema, ScannerSessionSchema, type ScannerGateway } from '@passdeck/domain/scanner';
import { domainError, err, ok, TRANSPORT_ERRORS, type Result } from '@passdeck/domain/shared';

/** The Passdeck API's envelope: `{ success: true, data }`, or a failure with a stable `code`. */
interface Envelope {
  readonly success?: boolean;
  readonly data?: unknown;
  readonly message?: string;
  readonly code?: string;
  readonly field?: string;
}

/**
 * The scanner API over plain fetch, with the device key in `X-Device-Key`; replies are read with
 * the domain's schemas. The scanner use cases rely on the transport codes: `http.401` (the key no
 * longer works, so they forget it), `http.network` (they answer `scanner.offline`) and
 * `http.malformed_reply` (a reply off the contract); every other failure keeps the server's code.
 */
export const createFetchScannerGateway = (baseUrl: string, send: typeof fetch = fetch): ScannerGateway => {
  const call = async <S extends z.ZodType>(
    schema: S,
    deviceKey: string,
    path: string,
    body?: unknown,
  ): Promise<Result<z.output<S>>> => {
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
      return err(domainError(TRANSPORT_ERRORS.network));
    }
    const envelope = (await response.json().catch(() => ({}))) as Envelope;
    if (response.ok && envelope.success) {
      const parsed = schema.safeParse(envelope.data);
      return parsed.success ? ok(parsed.data) : err(domainError(TRANSPORT_ERRORS.malformedReply));
    }
    const code =
      response.status === 401 ? TRANSPORT_ERRORS.unauthorized : (envelope.code ?? `http.${response.status}`);
    return err(domainError(code, envelope.message, envelope.field));
  };
  return {
    session: (deviceKey) => call(ScannerSessionSchema, deviceKey, '/api/scanner/session'),
    scan: (deviceKey, barcode) => call(HolderViewReplySchema, deviceKey, '/api/scanner/scan', { barcode }),
    act: (deviceKey, body) => call(HolderViewReplySchema, deviceKey, '/api/scanner/action', body),
    undo: (deviceKey, entryId) => call(HolderViewReplySchema, deviceKey, '/api/scanner/undo', { entryId }),
  };
};
