import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { PermanentJobError } from '#domain/shared/index.ts';
import type { ApplePushOutcome, ApplePushSender } from '#domain/wallet/index.ts';

export interface ApnsOptions {
  /** https://api.push.apple.com in production (passes have no sandbox); a local peer in tests. */
  readonly baseUrl: string;
  /** The Pass Type ID certificate (PEM, with the WWDR intermediate appended) and its key. */
  readonly cert: string;
  readonly key: string;
  readonly passphrase?: string | undefined;
  /** Extra trusted roots (tests); production uses the system store. */
  readonly ca?: string | undefined;
  /** apns-topic: the pass type identifier. */
  readonly topic: string;
  /** Per-push deadline. */
  readonly timeoutMs?: number;
}

/**
 * Pushes "your pass changed" to Wallet over HTTP/2 (wallet §2.2): one long-lived session
 * authenticated by the Pass Type ID client certificate, multiplexing every push; a new
 * session after GOAWAY or an error. Apple ignores the body, so it is `{}`. Written on
 * node:http2 because the APNs libraries target app pushes (token auth, alert payloads).
 */
export const createApnsPushSender = (options: ApnsOptions): ApplePushSender & { close(): void } => {
  let session: ClientHttp2Session | null = null;
  const open = () => {
    if (session && !session.closed && !session.destroyed) return session;
    const fresh = connect(options.baseUrl, {
      cert: options.cert,
      key: options.key,
      ...(options.passphrase ? { passphrase: options.passphrase } : {}),
      ...(options.ca ? { ca: options.ca } : {}),
    });
    const forget = () => {
      if (session === fresh) session = null;
    };
    fresh.on('goaway', forget);
    fresh.on('close', forget);
    fresh.on('error', forget);
    // Idle sessions must not keep the process alive at shutdown.
    fresh.unref();
    session = fresh;
    return fresh;
  };

  const push = (pushToken: string): Promise<ApplePushOutcome> =>
    new Promise((resolve, reject) => {
      const request = open().request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(pushToken)}`,
        'apns-topic': options.topic,
        'apns-push-type': 'background',
        'apns-priority': '5',
        'content-type': 'application/json',
      });
      request.setTimeout(options.timeoutMs ?? 10_000, () =>
        request.close(constants.NGHTTP2_CANCEL, () => undefined),
      );
      let status = 0;
      let body = '';
      request.setEncoding('utf8');
      request.on('response', (headers) => void (status = Number(headers[constants.HTTP2_HEADER_STATUS])));
      request.on('data', (chunk: string) => void (body += chunk));
      request.on('error', (error) => reject(new Error(`APNs connection failed: ${error.message}`)));
      request.on('close', () => {
        if (status === 200) return resolve('sent');
        if (status === 410) return resolve('unregistered');
        const reason = (() => {
          try {
            return (JSON.parse(body) as { reason?: string }).reason ?? body;
          } catch {
            return body;
          }
        })();
        const message = `APNs answered ${status || 'nothing'}${reason ? ` (${reason})` : ''}`;
        // 400 BadDeviceToken means the registration is useless too.
        if (status === 400 && reason === 'BadDeviceToken') return resolve('unregistered');
        // 429 (this token, too often), 5xx and a lost stream are retried by the job queue.
        const retryable = status === 429 || status >= 500 || status === 0;
        reject(retryable ? new Error(message) : new PermanentJobError(message));
      });
      request.end('{}');
    });

  return {
    push,
    close: () => {
      session?.close();
      session = null;
    },
  };
};
