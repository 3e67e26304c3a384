import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Outage } from './outage.ts';
import { localServerCertificate } from './tls.ts';

/** One push as the peer received it. */
export interface ReceivedPush {
  readonly method: string;
  readonly path: string;
  readonly pushToken: string;
  readonly topic: string | undefined;
  readonly pushType: string | undefined;
  readonly body: string;
  /** UID of the client certificate's subject: the pass type id of the certificate used. */
  readonly clientUid: string | undefined;
  /** Which TLS/HTTP2 session carried it (pushes on one session share a number). */
  readonly session: number;
}

/**
 * A local APNs stand-in speaking HTTP/2 over mutual TLS (wallet §7.4): it requires a client
 * certificate chained to `trustedCa`, records every push, and answers what the test scripts
 * per token (200 by default, or a status and reason such as 410 Unregistered).
 */
export const startApnsPeer = async (trustedCa: readonly string[]) => {
  const tls = localServerCertificate();
  const pushes: ReceivedPush[] = [];
  const scripted = new Map<string, { status: number; reason?: string }[]>();
  const sessions = new Map<ServerHttp2Session, number>();
  let outage: Outage = null;
  const server: Http2SecureServer = createSecureServer({
    ...tls,
    ca: [...trustedCa],
    requestCert: true,
    rejectUnauthorized: true,
    allowHTTP1: false,
  });
  server.on('session', (session) => sessions.set(session, sessions.size + 1));
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => void (body += chunk));
    stream.on('end', () => {
      const path = String(headers[':path']);
      const pushToken = decodeURIComponent(path.replace(/^\/3\/device\//, ''));
      const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate();
      const subject = peer?.subject as unknown as Record<string, string> | undefined;
      pushes.push({
        method: String(headers[':method']),
        path,
        pushToken,
        topic: headers['apns-topic'] as string | undefined,
        pushType: headers['apns-push-type'] as string | undefined,
        body,
        clientUid: subject?.UID,
        session: stream.session ? (sessions.get(stream.session as ServerHttp2Session) ?? 0) : 0,
      });
      if (outage === 'hang') return;
      const answer = outage ?? scripted.get(pushToken)?.shift() ?? { status: 200 };
      stream.respond({ ':status': answer.status, 'apns-id': `id-${pushes.length}` });
      stream.end(answer.reason ? JSON.stringify({ reason: answer.reason }) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    /** The peer's certificate, for the client's `ca`. */
    ca: tls.cert,
    pushes,
    /** Answers the next pushes to `pushToken` with these statuses, in order. */
    script: (pushToken: string, ...answers: { status: number; reason?: string }[]) =>
      scripted.set(pushToken, [...(scripted.get(pushToken) ?? []), ...answers]),
    /** Answers every push this way (recorded all the same) until called with null. */
    outage: (mode: Outage) => {
      outage = mode;
    },
    /** Sends GOAWAY on every open session (Apple does this on maintenance). */
    goAway: () => {
      for (const session of sessions.keys()) if (!session.closed) session.goaway();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions.keys()) session.destroy();
        server.close(() => resolve());
      }),
  };
};
