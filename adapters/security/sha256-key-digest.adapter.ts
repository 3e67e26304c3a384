import { createHash } from 'node:crypto';
import type { KeyDigest } from '#domain/scanner/index.ts';

/**
 * SHA-256 of a device key. The keys are 32+ random bytes, so a slow password hash would add
 * nothing but 20 ms to every scan; a plain digest cannot be brute-forced either.
 */
export const sha256KeyDigest: KeyDigest = {
  digest: (key) => createHash('sha256').update(key, 'utf8').digest('base64url'),
};
