import { describe, expect, it } from 'vitest';
import { stampStripSvg, type StampStrip } from './stamp-strip.ts';

const strip = (filled: number): StampStrip => ({
  filled,
  total: 10,
  icon: 'check',
  background: '#b4b8ff',
  stamp: '#1a1a2e',
  backgroundImage: null,
});
const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

describe('stamp strip drawing', () => {
  it('draws a slot per stamp and the icon only in the stamps that are there', () => {
    for (const filled of [0, 3, 10]) {
      const svg = stampStripSvg(strip(filled));
      expect(count(svg, /<circle /g), `${filled}`).toBe(10);
      expect(count(svg, /<g transform=/g), `${filled}`).toBe(filled);
    }
  });
});
