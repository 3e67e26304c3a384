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
