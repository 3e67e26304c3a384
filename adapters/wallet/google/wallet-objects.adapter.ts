import { PermanentJobError } from '#domain/shared/index.ts';
import type { GooglePassKind, GoogleWalletApi } from '#domain/wallet/index.ts';

/**
 * The Google Wallet REST API (walletobjects v1) on fetch, with an injectable base URL
 * (wallet §3.1, §3.3): classes and objects are written with PATCH and created with POST
 * when Google answers 404; 409 on a create means another worker won the race, so it patches.
 */
export const createWalletObjectsClient = (options: {
  baseUrl: string;
  token: () => Promise<string>;
  /** How long a call may take before it fails and is retried (a hanging peer must not hold a job). */
  timeoutMs?: number;
}): GoogleWalletApi => {
  const base = options.baseUrl.replace(/\/?$/, '/');
  const call = async (method: string, path: string, body: unknown): Promise<number> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${await options.token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    if (response.ok || response.status === 404 || response.status === 409) return response.status;
    const message = `Google Wallet ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`;
    // 429 (20 requests/s per issuer) and 5xx are retried by the job queue; other 4xx are final.
    throw response.status === 429 || response.status >= 500
      ? new Error(message)
      : new PermanentJobError(message);
  };
  const save = async (resource: string, id: string, body: Readonly<Record<string, unknown>>) => {
    const path = `${resource}/${encodeURIComponent(id)}`;
    if ((await call('PATCH', path, body)) !== 404) return;
    if ((await call('POST', resource, body)) === 409) await call('PATCH', path, body);
  };
  const idOf = (record: Readonly<Record<string, unknown>>) => String(record.id);
  return {
    saveClass: (kind: GooglePassKind, passClass) => save(`${kind}Class`, idOf(passClass), passClass),
    async saveObject(kind, passClass, passObject) {
      const path = `${kind}Object/${encodeURIComponent(idOf(passObject))}`;
      if ((await call('PATCH', path, passObject)) !== 404) return;
      // A new object needs its class first (the class may be new too).
      await save(`${kind}Class`, idOf(passClass), passClass);
      if ((await call('POST', `${kind}Object`, passObject)) === 409) await call('PATCH', path, passObject);
    },
    async addMessage(kind, objectId, message, notify) {
      const status = await call('POST', `${kind}Object/${encodeURIComponent(objectId)}/addMessage`, {
        message: { ...message, messageType: notify ? 'TEXT_AND_NOTIFY' : 'TEXT' },
      });
      if (status === 404) throw new PermanentJobError(`Google Wallet has no object ${objectId}`);
    },
  };
};
