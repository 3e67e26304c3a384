import createClient from 'openapi-fetch';
import type { ScannerGateway } from '#domain/scanner/index.ts';
import type { paths } from './generated/api.ts';
import { settleCoded } from './settle.ts';

const dataOf = (body: { data?: unknown }) => body.data;

/**
 * The scanner API over fetch with the device key in `X-Device-Key`, without the dashboard's
 * session middleware: a refused key must sign the scanner out, not send anyone to the login page.
 */
export const createHttpScannerGateway = (baseUrl: string): ScannerGateway => {
  const client = createClient<paths>({ baseUrl });
  const headers = (deviceKey: string) => ({ 'X-Device-Key': deviceKey });
  return {
    session: (deviceKey) =>
      settleCoded(client.GET('/api/scanner/session', { headers: headers(deviceKey) }), dataOf),
    scan: (deviceKey, barcode) =>
      settleCoded(
        client.POST('/api/scanner/scan', { headers: headers(deviceKey), body: { barcode } }),
        dataOf,
      ),
    act: (deviceKey, body) =>
      settleCoded(
        client.POST('/api/scanner/action', {
          headers: headers(deviceKey),
          body: { ...body, items: body.items ? [...body.items] : undefined },
        }),
        dataOf,
      ),
    undo: (deviceKey, entryId) =>
      settleCoded(
        client.POST('/api/scanner/undo', { headers: headers(deviceKey), body: { entryId } }),
        dataOf,
      ),
  };
};
