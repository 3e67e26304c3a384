import { createHash } from 'node:crypto';
import type { SecretDigest } from '#domain/shared/index.ts';
import type { CodeGrant, OneTimeCodeRecord, OneTimeCodeRepository } from '#domain/auth/index.ts';

/** A one-way digest, as the server's (so a test can check that nothing is stored in clear). */
export const sha256Digest: SecretDigest = {
  digest: (secret) => createHash('sha256').update(secret).digest('base64url'),
};

/** In-memory one-time codes with the store's one-statement rules (consume once, take a grant once). */
export const createMemoryCodes = (): OneTimeCodeRepository & {
  rows: OneTimeCodeRecord[];
  grants: CodeGrant[];
} => {
  const rows: OneTimeCodeRecord[] = [];
  const grants: CodeGrant[] = [];
  const update = (id: string, change: Partial<OneTimeCodeRecord>) => {
    const i = rows.findIndex((r) => r.id === id);
    if (i >= 0) rows[i] = { ...rows[i]!, ...change };
  };
  return {
    rows,
    grants,
    async insert(record) {
      rows.push(record);
    },
    async latest(email, purpose) {
      return rows.filter((r) => r.email === email && r.purpose === purpose).at(-1) ?? null;
    },
    async findById(id) {
      return rows.find((r) => r.id === id) ?? null;
    },
    async setSecrets(id, codeDigest, linkDigest) {
      const row = rows.find((r) => r.id === id);
      if (!row || row.usedAt) return false;
      update(id, { codeDigest, linkDigest });
      return true;
    },
    async consume(id, at) {
      const row = rows.find((r) => r.id === id);
      if (!row || row.usedAt) return false;
      update(id, { usedAt: at });
      return true;
    },
    async insertGrant(grant) {
      grants.push(grant);
    },
    async takeGrant(tokenDigest, purpose, now, email) {
      const i = grants.findIndex(
        (g) =>
          g.tokenDigest === tokenDigest &&
          g.purpose === purpose &&
          g.expiresAt > now &&
          (email === undefined || g.email === email),
      );
      return i < 0 ? null : grants.splice(i, 1)[0]!;
    },
    async findGrant(tokenDigest, purpose, now) {
      return (
        grants.find((g) => g.tokenDigest === tokenDigest && g.purpose === purpose && g.expiresAt > now) ??
        null
      );
    },
  };
};
