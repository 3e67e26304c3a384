export type { Ok, Err, Result, DomainError } from './result.ts';
export { ok, err, domainError } from './result.ts';
export type { Token } from './token.ts';
export { createToken } from './token.ts';
export type { Clock } from './clock.port.ts';
export type { IdGenerator } from './id-generator.port.ts';
export { ClockToken, IdGeneratorToken } from './tokens.ts';
