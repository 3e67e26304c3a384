import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { readBody } from './read-body.ts';

/** Who signs in at the peer's authorize page. */
export interface OidcPeerUser {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName?: string;
  readonly familyName?: string;
}

interface IssuedCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly nonce: string;
  readonly user: OidcPeerUser;
}

/**
 * A local stand-in for Google's OpenID Connect provider: discovery, `/authorize` (signs in
 * `user` at once and redirects back with a code and the state), `/token` (checks the code, the
 * client and the PKCE S256 verifier; answers an RS256 ID token with the nonce) and `/jwks`.
 * `user` and `idTokenClaims` (claims to override, e.g. a wrong nonce) are set per test.
 */
export const startOidcPeer = async (client: { clientId: string; clientSecret: string }) => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'peer-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const tokenRequests: Record<string, string>[] = [];
  const state = {
    user: { sub: 'google-1', email: 'ana@example.com', emailVerified: true } as OidcPeerUser,
    idTokenClaims: {} as Record<string, unknown>,
  };
  let url = '';

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const target = new URL(request.url ?? '/', url);
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (target.pathname === '/.well-known/openid-configuration')
        return send(200, {
          issuer: url,
          authorization_endpoint: `${url}/authorize`,
          token_endpoint: `${url}/token`,
          jwks_uri: `${url}/jwks`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      if (target.pathname === '/jwks') return send(200, { keys: [jwk] });
      if (target.pathname === '/authorize') {
        const q = target.searchParams;
        const redirectUri = q.get('redirect_uri');
        if (
          q.get('response_type') !== 'code' ||
          q.get('client_id') !== client.clientId ||
          !redirectUri ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge') ||
          !q.get('nonce')
        )
          return send(400, { error: 'invalid_request' });
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          clientId: client.clientId,
          redirectUri,
          challenge: q.get('code_challenge')!,
          nonce: q.get('nonce')!,
          user: state.user,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (target.pathname === '/token' && request.method === 'POST') {
        const form = Object.fromEntries(new URLSearchParams(body));
        tokenRequests.push(form);
        const issued = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        if (form.grant_type !== 'authorization_code' || !issued) return send(400, { error: 'invalid_grant' });
        if (form.client_id !== client.clientId || form.client_secret !== client.clientSecret)
          return send(401, { error: 'invalid_client' });
        const challenge = createHash('sha256')
          .update(form.code_verifier ?? '')
          .digest('base64url');
        if (challenge !== issued.challenge || form.redirect_uri !== issued.redirectUri)
          return send(400, { error: 'invalid_grant' });
        const { user } = issued;
        const now = Math.floor(Date.now() / 1000);
        const idToken = await new SignJWT({
          iat: now,
          exp: now + 3600,
          iss: url,
          aud: issued.clientId,
          sub: user.sub,
          email: user.email,
          email_verified: user.emailVerified,
          given_name: user.givenName,
          family_name: user.familyName,
          nonce: issued.nonce,
          ...state.idTokenClaims,
        })
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
          .sign(privateKey);
        return send(200, {
          access_token: 'peer-access',
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: idToken,
        });
      }
      return send(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
