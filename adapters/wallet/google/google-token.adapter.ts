import { importPKCS8, SignJWT } from 'jose';
import { PermanentJobError } from '#domain/shared/index.ts';
import type { ServiceAccount } from './save-link.adapter.ts';

export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

/**
 * OAuth 2.0 JWT-bearer token exchange for the service account (RFC 7523), with the token URL
 * injectable: google-auth-library hard-codes Google's URL, which rules out offline tests
 * (wallet §0). The token is cached until a minute before it expires.
 */
export const createGoogleTokenSource = (options: {
  account: ServiceAccount;
  tokenUrl: string;
  now?: () => Date;
  /** How long the exchange may take before it fails and is retried (a hanging peer must not hold a job). */
  timeoutMs?: number;
}) => {
  const now = options.now ?? (() => new Date());
  const key = importPKCS8(options.account.private_key, 'RS256');
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const exchange = async (): Promise<string> => {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: WALLET_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.account.client_email)
      .setAudience(options.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await key);
    const response = await fetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (!response.ok || !body.access_token) {
      const message = `Google token exchange failed: ${response.status} ${body.error ?? ''}`.trim();
      // A refused key (400 invalid_grant, 401) will not get better by retrying.
      throw response.status >= 500 || response.status === 429
        ? new Error(message)
        : new PermanentJobError(message);
    }
    cached = { token: body.access_token, expiresAt: now().getTime() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  };

  return {
    async token(): Promise<string> {
      if (cached && cached.expiresAt - 60_000 > now().getTime()) return cached.token;
      pending ??= exchange().finally(() => (pending = null));
      return pending;
    },
  };
};
