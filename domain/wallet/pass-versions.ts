/** A version of what a pass shows, and when (database time) it was taken. */
export interface PassVersion {
  readonly version: number;
  readonly changedAt: Date;
}

/**
 * How a phone learns that its pass changed and never keeps a stale one (Apple web service,
 * wallet §2.1). Every write that changes what a pass shows takes a new version from one
 * database sequence, stamped with the database time; a card's publish takes one too. Versions
 * never repeat, so two changes within one millisecond are still two versions.
 */

/**
 * A pass of a device above its tag. A version is taken when its write runs and becomes visible
 * when that commits, which on a database with concurrent writers can be after a higher version's
 * write commits. It is settled once no lower version can still appear: only settled versions move
 * a device's tag, so a late commit below them is never skipped (the pass is listed again until
 * then, which costs the device a 304).
 */
export interface ChangedPass extends PassVersion {
  readonly serialNumber: string;
  readonly settled: boolean;
}

/**
 * How long a write may take to commit after it took its version (writes take milliseconds): a
 * version this old is settled even with concurrent writers, and so is its whole second for
 * Last-Modified, which has whole seconds and cannot name a version.
 */
export const PASS_VERSION_SETTLE_MS = 5_000;

const SECOND = 1_000;
const TAG = /^v(\d{1,15})$/;

/** The version in a `passesUpdatedSince` tag we gave; null for none or one we did not give. */
export const parseUpdateTag = (tag: string | null | undefined): number | null => {
  const match = TAG.exec(tag ?? '');
  return match ? Number(match[1]) : null;
};

/** The opaque `lastUpdated` tag for a version. */
export const updateTagOf = (version: number): string => `v${version}`;

/**
 * The answer to "which of my passes changed since this tag": every pass above the tag, newest
 * first, and a new tag that covers only settled versions. A pass sent again unchanged costs one
 * 304; a change skipped would leave a stale pass on the phone.
 */
export const updatedPasses = (
  passes: readonly ChangedPass[],
  since: number | null,
): { serialNumbers: string[]; lastUpdated: string } | null => {
  if (passes.length === 0) return null;
  const settled = passes.filter((p) => p.settled).map((p) => p.version);
  return {
    serialNumbers: [...passes].sort((a, b) => b.version - a.version).map((p) => p.serialNumber),
    lastUpdated: updateTagOf(Math.max(since ?? 0, ...settled)),
  };
};

const floorSecond = (at: Date) => Math.floor(at.getTime() / SECOND) * SECOND;

/**
 * The ETag and Last-Modified of a pass version. HTTP dates have whole seconds, so Last-Modified
 * names the second after the change only once no write of that second can still commit; until
 * then it names the change's own second, which makes the next If-Modified-Since fetch the pass
 * again rather than answer 304 over a change made in the same second.
 */
export const passValidators = (version: PassVersion, now: Date): { etag: string; lastModified: Date } => {
  const settled = now.getTime() - version.changedAt.getTime() >= PASS_VERSION_SETTLE_MS + SECOND;
  return {
    etag: `"${version.version}"`,
    lastModified: new Date(floorSecond(version.changedAt) + (settled ? SECOND : 0)),
  };
};

/**
 * Whether a conditional GET may answer 304 (RFC 9110 §13.2.2): If-None-Match decides when
 * present; else If-Modified-Since, which must reach past the second of the current version.
 */
export const isNotModified = (
  version: PassVersion,
  conditions: { readonly ifNoneMatch?: string | null; readonly ifModifiedSince?: string | null },
): boolean => {
  if (conditions.ifNoneMatch) {
    const etag = `"${version.version}"`;
    return conditions.ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = Date.parse(conditions.ifModifiedSince ?? '');
  return !Number.isNaN(since) && since >= floorSecond(version.changedAt) + SECOND;
};
