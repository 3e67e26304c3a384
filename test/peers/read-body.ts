import type { IncomingMessage } from 'node:http';

/** The whole body of a request to a peer, as text. */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => void (body += chunk));
    request.on('end', () => resolve(body));
  });
