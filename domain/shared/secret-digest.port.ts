/**
 * A one-way digest of a secret (a device key, a code, a link token), so that stored data never
 * holds one in clear. Long random secrets need no slow hash; short ones are salted by the
 * caller and protected by their short life and attempt limits.
 */
export interface SecretDigest {
  digest(secret: string): string;
}
