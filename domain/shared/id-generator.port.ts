/** Randomness comes through this port: ids, opaque tokens and codes. */
export interface IdGenerator {
  /** A new unique id (UUID v4 or similar). */
  id(): string;
  /** An unguessable URL-safe secret of at least 256 bits. */
  secret(): string;
}
