import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { SessionStore, TokenPair } from '#domain/auth/index.ts';
import type { ErrorReporter } from '#domain/shared/index.ts';
import type { paths } from './generated/api.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  readonly baseUrl: string;
  readonly session: SessionStore;
  readonly reporter: ErrorReporter;
  /** Called when a 401 could not be fixed by one refresh: the session is over. */
  readonly onSessionExpired: () => void;
  readonly fetch?: (request: Request) => Promise<Response>;
  /**
   * The UI's current language, read at each request and sent as Accept-Language: the server writes
   * its mails and messages in the language the user picked, not the browser's.
   */
  readonly language?: () => string | undefined;
  /**
   * The lock every tab of the app shares (the Web Locks API by default). The refresh token rides in
   * one cookie for all tabs and is good for one use: two tabs refreshing at once would look like a
   * stolen token and end the session, so tabs take turns and the second takes the first's tokens.
   */
  readonly locks?: Pick<LockManager, 'request'>;
}

const REFRESH_LOCK = 'passdeck.session-refresh';
/**
 * How long a refresh may take, and a tab may wait for another's: a refresh that never answers
 * must not hold the lock, and with it every tab of the app, for good.
 */
const REFRESH_TIMEOUT_MS = 15_000;

const AUTH_PATHS = /\/api\/auth\/(login|register|refresh|logout)$/;

/**
 * The typed API client. Middleware adds the bearer token from the session cookie; on a
 * 401 it refreshes the tokens once (shared by concurrent requests) and retries the
 * request once, else ends the session (requirements §4 Auth). Every failure goes to the reporter.
 * Each request carries the UI's language as Accept-Language.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: (request) => doFetch(request) });
  const pendingBodies = new WeakMap<Request, Request>();
  const locks = options.locks ?? globalThis.navigator?.locks;
  let refreshing: Promise<string | null> | null = null;

  /** A fresh access token, or null when the session cannot be renewed. */
  const refresh = (rejected: string | undefined): Promise<string | null> => {
    const rotate = async (): Promise<string | null> => {
      const stored = options.session.read();
      if (!stored) return null;
      // Another tab renewed the session while this one waited for the lock: use its token.
      if (rejected && stored.access_token !== rejected) return stored.access_token;
      try {
        // The browser's refresh token rides in its HttpOnly cookie; a client that holds one
        // itself (or an older web app's readable cookie) sends it in the body.
        const res = await doFetch(
          new Request(new URL('/api/auth/refresh', options.baseUrl || globalThis.location.origin), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            credentials: 'same-origin',
            body: JSON.stringify(stored.refresh_token ? { refresh_token: stored.refresh_token } : {}),
            signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
          }),
        );
        if (!res.ok) return null;
        const body = (await res.json()) as { data?: TokenPair };
        if (!body.data) return null;
        options.session.write(body.data);
        return body.data.access_token;
      } catch {
        return null;
      }
    };
    // A lock not granted in time (or a lock manager that fails) leaves this tab to refresh alone.
    const inTurn = () =>
      locks!
        .request(REFRESH_LOCK, { signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS * 2) }, rotate)
        .catch(() => rotate());
    refreshing ??= (locks ? inTurn() : rotate()).finally(() => setTimeout(() => (refreshing = null), 0));
    return refreshing;
  };

  const report = async (request: Request, response: Response) => {
    let message: string | undefined;
    try {
      message = ((await response.clone().json()) as { message?: string }).message;
    } catch {
      message = response.statusText;
    }
    options.reporter.report({
      kind: 'http',
      method: request.method,
      url: new URL(request.url).pathname,
      status: response.status,
      ...(message ? { message } : {}),
    });
  };

  const middleware: Middleware = {
    onRequest({ request }) {
      const token = options.session.read()?.access_token;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const language = options.language?.();
      if (language) request.headers.set('Accept-Language', language);
      if (!AUTH_PATHS.test(new URL(request.url).pathname)) pendingBodies.set(request, request.clone());
      return request;
    },
    async onResponse({ request, response }) {
      const replay = pendingBodies.get(request);
      pendingBodies.delete(request);
      if (response.status === 401 && replay) {
        const rejected = request.headers.get('Authorization')?.replace(/^Bearer /, '');
        const token = await refresh(rejected);
        if (token) {
          replay.headers.set('Authorization', `Bearer ${token}`);
          const retried = await doFetch(replay);
          if (retried.status !== 401) {
            if (!retried.ok) await report(replay, retried);
            return retried;
          }
        }
        options.session.clear();
        options.onSessionExpired();
      }
      if (!response.ok) await report(request, response);
      return response;
    },
    onError({ request, error }) {
      options.reporter.report({
        kind: 'network',
        method: request.method,
        url: new URL(request.url).pathname,
        message: String(error),
      });
    },
  };
  client.use(middleware);
  return client;
};
