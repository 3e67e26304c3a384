import { describe, expect, it } from 'vitest';
import { formatShortCode, normalizeShortCode, SHORT_CODE_ALPHABET } from './short-code.ts';

describe('short codes', () => {
  it('has no look-alike characters', () => {
    for (const c of '01OILU') expect(SHORT_CODE_ALPHABET).not.toContain(c);
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(SHORT_CODE_ALPHABET.length);
  });

  it('reads a code typed with spaces, dashes or lower case', () => {
    expect(normalizeShortCode('k7qm 4xzp')).toBe('K7QM4XZP');
    expect(normalizeShortCode(' K7QM-4XZP ')).toBe('K7QM4XZP');
  });

  it('is not a code when too short, too long or with characters outside the alphabet', () => {
    expect(normalizeShortCode('K7QM4XZ')).toBeNull();
    expect(normalizeShortCode('K7QM4XZPP')).toBeNull();
    expect(normalizeShortCode('K7QM4XZ0')).toBeNull();
    expect(normalizeShortCode('a'.repeat(43))).toBeNull();
    expect(normalizeShortCode('')).toBeNull();
  });

  it('prints in two groups of four', () => {
    expect(formatShortCode('K7QM4XZP')).toBe('K7QM 4XZP');
    expect(normalizeShortCode(formatShortCode('K7QM4XZP'))).toBe('K7QM4XZP');
  });
});
