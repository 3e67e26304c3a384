import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '#domain/auth/index.ts';

/** OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_DEFAULTS = Object.freeze({ memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 });

interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}

const derive = (password: string, salt: Buffer, p: Argon2Params): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    argon2('argon2id', { message: password, nonce: salt, ...p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const b64 = (buf: Buffer): string => buf.toString('base64').replace(/=+$/, '');

/** Parses a PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`; null when it is not one. */
export const parsePhc = (phc: string): { params: Argon2Params; salt: Buffer; hash: Buffer } | null => {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return null;
  const [, m, t, p, salt = '', hash = ''] = match;
  const hashBuf = Buffer.from(hash, 'base64');
  return {
    params: { memory: Number(m), passes: Number(t), parallelism: Number(p), tagLength: hashBuf.length },
    salt: Buffer.from(salt, 'base64'),
    hash: hashBuf,
  };
};

/** Argon2id through Node's built-in `crypto.argon2` (Node ≥ 24.7), stored as PHC strings. */
export const createArgon2PasswordHasher = (params: Argon2Params = ARGON2_DEFAULTS): PasswordHasher => {
  let dummy: Promise<string> | undefined;
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${b64(salt)}$${b64(key)}`;
  };
  const verify = async (phc: string, password: string): Promise<boolean> => {
    const parsed = parsePhc(phc);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params);
    return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
  };
  return {
    hash,
    verify,
    async dummyVerify(password) {
      dummy ??= hash('timing-equaliser');
      await verify(await dummy, password);
    },
  };
};
