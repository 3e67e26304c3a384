import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Clock, IdGenerator } from '#domain/shared/index.ts';

/** Crockford-like: no 0/O, 1/I/L, U, so a code read aloud or copied from paper stays right. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export const nodeIdGenerator: IdGenerator = {
  id: () => randomUUID(),
  secret: () => randomBytes(32).toString('base64url'),
  code: () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
};

export const systemClock: Clock = { now: () => new Date() };
