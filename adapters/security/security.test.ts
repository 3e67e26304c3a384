import { argon2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher, parsePhc } from './argon2-password-hasher.adapter.ts';
import { createJwtAccessTokens } from './jwt-access-token.adapter.ts';

describe('Argon2id password hasher', () => {
  it('is the real Argon2id (RFC 9106 §5.3 test vector through the same primitive)', () => {
    const tag = argon2Sync('argon2id', {
      message: Buffer.alloc(32, 1),
      nonce: Buffer.alloc(16, 2),
      secret: Buffer.alloc(8, 3),
      associatedData: Buffer.alloc(12, 4),
      memory: 32,
      passes: 3,
      parallelism: 4,
      tagLength: 32,
    });
    expect(tag.toString('hex')).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659');
  });

  it('hashes to a salted PHC string and verifies only the right password', async () => {
    const hasher = createArgon2PasswordHasher({ memory: 1024, passes: 1, parallelism: 1, tagLength: 32 });
    const a = await hasher.hash('correct horse');
    const b = await hasher.hash('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, 'correct horse')).toBe(true);
    expect(await hasher.verify(a, 'correct horsE')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    await expect(hasher.dummyVerify('x')).resolves.toBeUndefined();
    expect(parsePhc(a)?.params.memory).toBe(1024);
  });
});

describe('JWT access tokens', () => {
  it('round-trips a principal and rejects foreign, tampered and expired tokens', async () => {
    const tokens = createJwtAccessTokens('s'.repeat(43));
    const token = await tokens.issue({ userId: 'u', businessId: 'b', sessionId: 's' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u', businessId: 'b', sessionId: 's' });
    expect(await createJwtAccessTokens('t'.repeat(43)).verify(token)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    const expired = await createJwtAccessTokens('s'.repeat(43), -10).issue({
      userId: 'u',
      businessId: 'b',
      sessionId: 's',
    });
    expect(await tokens.verify(expired)).toBeNull();
  });
});

describe('JWT access tokens against an attack corpus (issue 22)', () => {
  const secret = 's'.repeat(43);
  const tokens = createJwtAccessTokens(secret);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = (extra: Record<string, unknown> = {}) => ({
    sub: 'u',
    bid: 'b',
    sid: 's',
    iss: 'passdeck',
    aud: 'passdeck-api',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
    ...extra,
  });
  const hs = async (header: Record<string, unknown>, payload: Record<string, unknown>, key = secret) => {
    const { createHmac } = await import('node:crypto');
    const body = `${b64(header)}.${b64(payload)}`;
    return `${body}.${createHmac(header.alg === 'HS512' ? 'sha512' : 'sha256', key)
      .update(body)
      .digest('base64url')}`;
  };

  it('refuses alg none, other algorithms, RS/HS confusion, foreign issuers and audiences, and missing claims', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const corpus: [string, string][] = [
      ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
      ['alg None, signed', await hs({ alg: 'None' }, claims())],
      ['HS512 with the right secret', await hs({ alg: 'HS512' }, claims())],
      [
        'RS256 header, HMAC with the public key (key confusion)',
        await hs({ alg: 'RS256' }, claims(), publicPem),
      ],
      ['HS256 with the public key as secret', await hs({ alg: 'HS256' }, claims(), publicPem)],
      ['wrong issuer', await hs({ alg: 'HS256' }, claims({ iss: 'someone-else' }))],
      ['wrong audience', await hs({ alg: 'HS256' }, claims({ aud: 'other-api' }))],
      ['expired', await hs({ alg: 'HS256' }, claims({ exp: Math.floor(Date.now() / 1000) - 5 }))],
      ['not yet valid', await hs({ alg: 'HS256' }, claims({ nbf: Math.floor(Date.now() / 1000) + 3600 }))],
      ['no session', await hs({ alg: 'HS256' }, claims({ sid: undefined }))],
      ['business as a number', await hs({ alg: 'HS256' }, claims({ bid: 7 }))],
      [
        'critical header it does not know',
        await hs({ alg: 'HS256', crit: ['x-evil'], 'x-evil': 1 }, claims()),
      ],
      ['embedded jwk', await hs({ alg: 'HS256', jwk: { kty: 'oct', k: 'AA' } }, claims(), '\u0000')],
      ['empty', ''],
      ['garbage', 'a.b.c'],
      ['huge', `${'a'.repeat(10_000)}.${'b'.repeat(10_000)}.c`],
    ];
    // The control: the same forging code with the right key and algorithm is accepted.
    expect(await tokens.verify(await hs({ alg: 'HS256', typ: 'JWT' }, claims()))).toEqual({
      userId: 'u',
      businessId: 'b',
      sessionId: 's',
    });
    for (const [name, token] of corpus) expect(await tokens.verify(token), name).toBeNull();
  });
});
