import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { describeError, errorEnvelope } from './errors.ts';

/**
 * Requests Node's HTTP parser refuses before the app sees them (a NUL byte in a header, a header
 * block over the size limit) get the API's error envelope, as every other 4xx does; Node's own
 * answer is an empty 400 or 431 that a client cannot read a reason from.
 */
export const answerClientErrors = (server: Pick<Server, 'on'>) =>
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A peer that went away, or a socket a response already started on, has nobody to read it.
    if (
      error.code === 'ECONNRESET' ||
      !socket.writable ||
      (socket as { _httpMessage?: unknown })._httpMessage
    ) {
      socket.destroy();
      return;
    }
    // The statuses Node itself would answer, each with the envelope.
    const [status, reason, code] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'http.headers_too_large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'http.request_timeout']
          : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
            ? [413, 'Payload Too Large', 'http.bad_request']
            : [400, 'Bad Request', 'http.bad_request'];
    const body = JSON.stringify(errorEnvelope(code, describeError(code)));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
