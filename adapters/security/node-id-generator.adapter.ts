import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock, IdGenerator } from '#domain/shared/index.ts';

export const nodeIdGenerator: IdGenerator = {
  id: () => randomUUID(),
  secret: () => randomBytes(32).toString('base64url'),
};

export const systemClock: Clock = { now: () => new Date() };
