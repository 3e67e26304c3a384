import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  type Clock,
  type IdGenerator,
} from '#domain/shared/index.ts';

export const nodeIdGenerator: IdGenerator = {
  id: () => randomUUID(),
  secret: () => randomBytes(32).toString('base64url'),
  code: () =>
    Array.from(
      { length: SHORT_CODE_LENGTH },
      () => SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)],
    ).join(''),
};

export const systemClock: Clock = { now: () => new Date() };
