import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASS_VERSION_SETTLE_MS,
  isNotModified,
  parseUpdateTag,
  passValidators,
  updateTagOf,
  updatedPasses,
} from './pass-versions.ts';

const at = (iso: string) => new Date(iso);

describe('pass versions (Apple change tracking)', () => {
  it('reads only the tags it gives', () => {
    expect(parseUpdateTag(updateTagOf(42))).toBe(42);
    expect(parseUpdateTag('1764000000000')).toBeNull();
    expect(parseUpdateTag('v')).toBeNull();
    expect(parseUpdateTag('v1234567890123456')).toBeNull();
    expect(parseUpdateTag(null)).toBeNull();
  });

  it('lists every pass above the tag, newest first, and tags only settled versions', () => {
    const at = new Date('2026-11-25T12:00:00Z');
    const passes = [
      { serialNumber: 'old', version: 5, changedAt: at, settled: true },
      { serialNumber: 'fresh', version: 9, changedAt: at, settled: false },
    ];
    expect(updatedPasses(passes, 3)).toEqual({ serialNumbers: ['fresh', 'old'], lastUpdated: 'v5' });
    // Nothing settled yet: the tag stays where the device was.
    expect(updatedPasses(passes.slice(1), 3)).toEqual({ serialNumbers: ['fresh'], lastUpdated: 'v3' });
    expect(updatedPasses(passes.slice(1), null)?.lastUpdated).toBe('v0');
    expect(updatedPasses([], 3)).toBeNull();
  });

  it('never tags past a version whose write has not committed yet', () => {
    // Writes take versions in order and commit in any order; a version is settled when every
    // write that was running when it was taken has committed (what the database reports).
    fc.assert(
      fc.property(
        fc.array(fc.record({ took: fc.nat(1_000), takes: fc.nat(200) }), { minLength: 1, maxLength: 20 }),
        fc.nat(1_300),
        (writes, askedAt) => {
          const versions = [...writes]
            .sort((a, b) => a.took - b.took)
            .map((w, i) => ({ version: i + 1, took: w.took, committedAt: w.took + w.takes }));
          const committed = (v: (typeof versions)[number]) => v.committedAt <= askedAt;
          const visible = versions.filter(committed).map((v) => ({
            serialNumber: `s${v.version}`,
            version: v.version,
            changedAt: new Date(v.took),
            settled: versions.filter((w) => w.took <= v.took && w.version < v.version).every(committed),
          }));
          const answer = updatedPasses(visible, null);
          const tag = answer ? parseUpdateTag(answer.lastUpdated)! : 0;
          for (const v of versions) if (!committed(v)) expect(v.version).toBeGreaterThan(tag);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives Last-Modified the next second only once the change is settled', () => {
    const version = { version: 7, changedAt: at('2026-11-25T12:00:00.400Z') };
    expect(passValidators(version, at('2026-11-25T12:00:00.500Z'))).toEqual({
      etag: '"7"',
      lastModified: at('2026-11-25T12:00:00Z'),
    });
    expect(
      passValidators(version, new Date(version.changedAt.getTime() + PASS_VERSION_SETTLE_MS + 1_000)),
    ).toEqual({ etag: '"7"', lastModified: at('2026-11-25T12:00:01Z') });
  });

  it('answers 304 by ETag first, else by a date past the change', () => {
    const version = { version: 7, changedAt: at('2026-11-25T12:00:00.400Z') };
    expect(isNotModified(version, { ifNoneMatch: '"6", W/"7"' })).toBe(true);
    expect(isNotModified(version, { ifNoneMatch: '*' })).toBe(true);
    expect(
      isNotModified(version, { ifNoneMatch: '"6"', ifModifiedSince: 'Wed, 25 Nov 2026 13:00:00 GMT' }),
    ).toBe(false);
    expect(isNotModified(version, { ifModifiedSince: 'Wed, 25 Nov 2026 12:00:00 GMT' })).toBe(false);
    expect(isNotModified(version, { ifModifiedSince: 'Wed, 25 Nov 2026 12:00:01 GMT' })).toBe(true);
    expect(isNotModified(version, { ifModifiedSince: 'not a date' })).toBe(false);
    expect(isNotModified(version, {})).toBe(false);
  });

  it('never answers 304 to a device whose copy misses a change, whatever the timing', () => {
    // A device fetched at `fetchedAt` (seeing the versions committed by then) and asks again later
    // with the Last-Modified it got; a 304 is only right when no version was taken after the one it has.
    fc.assert(
      fc.property(
        // Changes close together, so that several fall within one second.
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 4_999 }),
        (times, fetchedAt, commitDelay) => {
          const versions = [...times]
            .sort((a, b) => a - b)
            .map((t, i) => ({ version: i + 1, changedAt: new Date(t), committedAt: t + commitDelay }));
          const seen = versions.filter((v) => v.committedAt <= fetchedAt).at(-1);
          if (!seen) return;
          const { lastModified } = passValidators(seen, new Date(fetchedAt));
          const current = versions.at(-1)!;
          if (isNotModified(current, { ifModifiedSince: lastModified.toUTCString() }))
            expect(current.version).toBe(seen.version);
        },
      ),
      { numRuns: 500 },
    );
  });
});
