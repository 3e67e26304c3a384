import { test } from 'vitest';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { createJwtAccessTokens } from '#adapters/security/jwt-access-token.adapter.ts';
import { resolveRouteAccess } from '#domain/auth/index.ts';

// What to watch: a login costs one Argon2id verify, every API call one JWT verify, every navigation one guard call.
test('auth costs', async ({ bench }) => {
  const hasher = createArgon2PasswordHasher();
  const hash = await hasher.hash('correct horse battery staple');
  const tokens = createJwtAccessTokens('x'.repeat(48));
  const token = await tokens.issue({ userId: 'u', businessId: 'b', sessionId: 's' });
  await bench.compare(
    bench('Argon2id verify (19 MiB, t=2, p=1)', async () => {
      await hasher.verify(hash, 'correct horse battery staple');
    }),
    bench('JWT HS256 verify', async () => {
      await tokens.verify(token);
    }),
    bench('resolveRouteAccess', () => {
      resolveRouteAccess('/login', '?redirect=%2Fcards', {
        user: { isOnBoardingCompleted: true },
      });
    }),
    { time: 1000 },
  );
});
