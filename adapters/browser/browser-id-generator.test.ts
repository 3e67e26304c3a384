import { describe, expect, it } from 'vitest';
import { normalizeShortCode } from '#domain/shared/index.ts';
import { browserClock, browserIdGenerator } from './browser-id-generator.adapter.ts';

describe('browser randomness', () => {
  it('draws unique ids, 256-bit url-safe secrets and short codes of the alphabet', () => {
    const ids = new Set(Array.from({ length: 200 }, () => browserIdGenerator.id()));
    expect(ids.size).toBe(200);
    const secret = browserIdGenerator.secret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    const codes = Array.from({ length: 2000 }, () => browserIdGenerator.code());
    for (const code of codes) expect(normalizeShortCode(code)).toBe(code);
    // Every character of the alphabet turns up (16,000 draws of 30 characters).
    expect(new Set(codes.join('')).size).toBe(30);
    expect(Math.abs(browserClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
