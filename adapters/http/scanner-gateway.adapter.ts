import createClient from 'openapi-fetch';
import { HolderViewReplySchema, ScannerSessionSchema, type ScannerGateway } from '#domain/scanner/index.ts';
import type { paths } from './generated/api.ts';
import { settle } from './settle.ts';

/**
 * The scanner API over fetch with the device key in `X-Device-Key`, without the dashboard's
 * session middleware: a refused key must sign the scanner out, not send anyone to the login page.
 */
export const createHttpScannerGateway = (baseUrl: string): ScannerGateway => {
  const client = createClient<paths>({ baseUrl });
  const headers = (deviceKey: string) => ({ 'X-Device-Key': deviceKey });
  return {
    session: (deviceKey) =>
      settle(client.GET('/api/scanner/session', { headers: headers(deviceKey) }), ScannerSessionSchema),
    scan: (deviceKey, barcode) =>
      settle(
        client.POST('/api/scanner/scan', { headers: headers(deviceKey), body: { barcode } }),
        HolderViewReplySchema,
      ),
    act: (deviceKey, body) =>
      settle(
        client.POST('/api/scanner/action', {
          headers: headers(deviceKey),
          body: { ...body, items: body.items ? [...body.items] : undefined },
        }),
        HolderViewReplySchema,
      ),
    undo: (deviceKey, entryId) =>
      settle(
        client.POST('/api/scanner/undo', { headers: headers(deviceKey), body: { entryId } }),
        HolderViewReplySchema,
      ),
  };
};
