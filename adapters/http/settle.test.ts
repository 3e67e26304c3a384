import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settle } from './settle.ts';

type Paths = Record<string, never>;

/** openapi-fetch over a fetch that answers `respond`, so settle reads what the client really gives. */
const call = (respond: () => Response | Promise<Response>) => {
  const client = createClient<Paths>({ baseUrl: 'http://api.test', fetch: async () => respond() });
  return (client as unknown as { GET: (path: string) => ReturnType<typeof client.GET> }).GET('/x');
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const Reply = z.object({ id: z.string(), stamps: z.number().int() });

describe('settle: one way to read an API answer (architecture §7)', () => {
  it('parses the envelope data with the message schema', async () => {
    const result = await settle(
      call(() => json(200, { success: true, data: { id: 'a', stamps: 3, extra: 1 } })),
      Reply,
    );
    expect(result).toEqual({ ok: true, value: { id: 'a', stamps: 3 } });
  });

  it('turns a reply that drifted from the contract into http.malformed_reply', async () => {
    const result = await settle(
      call(() => json(200, { success: true, data: { id: 'a', stamps: '3' } })),
      Reply,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('http.malformed_reply');
      expect(result.error.message).toContain('stamps');
    }
  });

  it("keeps the envelope's code, message and field", async () => {
    const result = await settle(
      call(() =>
        json(400, {
          success: false,
          code: 'cards.name_required',
          message: 'name: Enter a name.',
          field: 'name',
        }),
      ),
      Reply,
    );
    expect(result).toEqual({
      ok: false,
      error: { code: 'cards.name_required', message: 'name: Enter a name.', field: 'name' },
    });
  });

  it('answers http.401 for every 401 and http.<status> when the body has no code', async () => {
    const signedOut = await settle(
      call(() => json(401, { success: false, code: 'auth.unauthorized' })),
      Reply,
    );
    const bare = await settle(
      call(() => new Response('gateway down', { status: 502 })),
      Reply,
    );
    expect(signedOut.ok || signedOut.error.code).toBe('http.401');
    expect(bare.ok || bare.error.code).toBe('http.502');
  });

  it('answers http.network when nothing answers', async () => {
    const result = await settle(
      call(() => Promise.reject(new TypeError('fetch failed'))),
      Reply,
    );
    expect(result.ok || result.error.code).toBe('http.network');
  });

  it('hands a mapper the whole refusal with Retry-After', async () => {
    const result = await settle(
      call(() =>
        json(
          429,
          { success: false, code: 'passes.too_many_attempts', nextAction: 'wait' },
          { 'Retry-After': '60' },
        ),
      ),
      Reply,
      (refusal) => refusal,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({
        status: 429,
        code: 'passes.too_many_attempts',
        retryAfterSeconds: 60,
        body: { nextAction: 'wait' },
      });
    }
  });
});
