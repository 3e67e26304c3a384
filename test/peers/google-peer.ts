import { createServer } from 'node:http';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { lengthValue } from '#adapters/wallet/google/callback-verifier.adapter.ts';
import type { Outage } from './outage.ts';
import { readBody } from './read-body.ts';

/** One request the Wallet API peer received. */
export interface WalletRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

/**
 * A local stand-in for Google's OAuth token endpoint and the walletobjects API (wallet §7.5).
 * The token endpoint checks the JWT-bearer grant and verifies the assertion with the service
 * account's public key; the API keeps classes and objects in memory (404 until created, 409 on
 * a second create) and records every call. `fail` scripts error answers.
 */
export const startGooglePeer = async (serviceAccountPublicKeyPem: string) => {
  const publicKey = await importSPKI(serviceAccountPublicKeyPem, 'RS256');
  const requests: WalletRequest[] = [];
  const tokenRequests: { scope: unknown; iss: unknown }[] = [];
  const stored = new Map<string, Record<string, unknown>>();
  const failures: { status: number; match: RegExp }[] = [];
  let issued = 0;
  let outage: Outage = null;
  let url = '';
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '/';
      if (outage === 'hang') return;
      if (outage) {
        response.writeHead(outage.status, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { code: outage.status } }));
      }
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (path === '/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          return send(400, { error: 'unsupported_grant_type' });
        try {
          const assertion = form.get('assertion') ?? '';
          if (decodeProtectedHeader(assertion).alg !== 'RS256') return send(400, { error: 'invalid_grant' });
          const { payload } = await jwtVerify(assertion, publicKey, { audience: `${url}/token` });
          if ((payload.exp ?? 0) - (payload.iat ?? 0) > 3600) return send(400, { error: 'invalid_grant' });
          tokenRequests.push({ scope: payload.scope, iss: payload.iss });
          issued += 1;
          return send(200, { access_token: `token-${issued}`, expires_in: 3600, token_type: 'Bearer' });
        } catch {
          return send(400, { error: 'invalid_grant' });
        }
      }
      const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      const apiPath = path.replace(/^\/walletobjects\/v1\//, '');
      requests.push({
        method: request.method ?? '',
        path: apiPath,
        authorization: request.headers.authorization,
        body: json,
      });
      if (!request.headers.authorization?.startsWith('Bearer token-'))
        return send(401, { error: 'unauthorized' });
      const failure = failures.findIndex((f) => f.match.test(`${request.method} ${apiPath}`));
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        return send(f!.status, { error: { code: f!.status } });
      }
      const [resource, rawId, action] = apiPath.split('/');
      const id = rawId ? decodeURIComponent(rawId) : undefined;
      if (request.method === 'POST' && !id) {
        const key = `${resource}/${String(json.id)}`;
        if (stored.has(key)) return send(409, { error: { code: 409 } });
        stored.set(key, json);
        return send(200, json);
      }
      const key = `${resource}/${id}`;
      if (!stored.has(key)) return send(404, { error: { code: 404 } });
      if (request.method === 'POST' && action === 'addMessage')
        return send(200, { resource: stored.get(key) });
      if (request.method === 'PATCH') stored.set(key, { ...stored.get(key), ...json });
      return send(200, stored.get(key));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tokenUrl: `${url}/token`,
    baseUrl: `${url}/walletobjects/v1/`,
    requests,
    tokenRequests,
    stored,
    /** Answers the next request matching `match` ("PATCH loyaltyObject/…") with `status`. */
    fail: (status: number, match: RegExp) => void failures.push({ status, match }),
    /** Answers every call, the token exchange too, this way (not recorded) until called with null. */
    outage: (mode: Outage) => {
      outage = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Calls left hanging by an outage would keep the server open.
        server.closeAllConnections();
      }),
  };
};

/**
 * Google's side of save/delete callbacks (wallet §3.4), with locally generated P-256 root and
 * intermediate keys: signs a callback body exactly as Google does.
 */
export const createGoogleCallbackSigner = (issuerId: string) => {
  const ec = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const root = ec();
  const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    rootKeys: [{ keyValue: spki(root.publicKey), protocolVersion: 'ECv2SigningOnly' }],
    sign(
      message: {
        objectId: string;
        classId: string;
        eventType: 'save' | 'del';
        nonce: string;
        expTimeMillis: number;
      },
      options: { keyExpiration?: number; signFor?: string } = {},
    ) {
      const intermediate = ec();
      const signedKey = JSON.stringify({
        keyValue: spki(intermediate.publicKey),
        keyExpiration: String(options.keyExpiration ?? message.expTimeMillis + 86_400_000),
      });
      const signedMessage = JSON.stringify(message);
      const sig = (key: KeyObject, data: Buffer) =>
        sign('sha256', data, { key, dsaEncoding: 'der' }).toString('base64');
      return {
        protocolVersion: 'ECv2SigningOnly',
        intermediateSigningKey: {
          signedKey,
          signatures: [sig(root.privateKey, lengthValue('GooglePayPasses', 'ECv2SigningOnly', signedKey))],
        },
        signature: sig(
          intermediate.privateKey,
          lengthValue('GooglePayPasses', options.signFor ?? issuerId, 'ECv2SigningOnly', signedMessage),
        ),
        signedMessage,
      };
    },
  };
};
