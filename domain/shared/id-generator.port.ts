import type { Clock } from './clock.port.ts';

/** Randomness comes through this port: ids, opaque tokens and codes. */
export interface IdGenerator {
  /** A new unique id (UUID v4 or similar). */
  id(): string;
  /** An unguessable URL-safe secret of at least 256 bits. */
  secret(): string;
  /** A short code a person can type: 8 characters without look-alikes (0/O, 1/I/L), ≈ 40 bits. */
  code(): string;
}

/** The two ports behind everything new a use case makes: when it happened and its fresh ids. */
export interface ClockAndIds {
  readonly clock: Clock;
  readonly ids: IdGenerator;
}
