import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from './client-error.ts';

const server = createServer((_req, res) => res.end('ok'));
answerClientErrors(server);
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends bytes as they are (fetch would refuse to send them) and reads the whole answer. */
const raw = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('answerClientErrors', () => {
  it('answers a header Node cannot parse with the error envelope', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\u0000b\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/Content-Type: application\/json/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
      success: false,
      code: 'http.bad_request',
      message: 'The request could not be read.',
    });
  });

  it('answers headers over the size limit with 431 and its reason', async () => {
    const answer = await raw(`GET /?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ code: 'http.headers_too_large' });
  });

  it("keeps Node's own statuses for a request that arrived too slowly", async () => {
    const slow = createServer(
      { headersTimeout: 200, requestTimeout: 300, connectionsCheckingInterval: 50 },
      (_req, res) => res.end('ok'),
    );
    answerClientErrors(slow);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect((slow.address() as AddressInfo).port, '127.0.0.1', () =>
          socket.write('GET / HTTP/1.1\r\nHost: x\r\n'),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ code: 'http.request_timeout' });
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
