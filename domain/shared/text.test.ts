import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  formatCount,
  hasUnsafeCharacters,
  inspectJsonText,
  isEmail,
  truncateVisible,
  visibleLength,
} from './text.ts';
import { toDecimal } from './decimal.ts';

const parseCount = (text: string): number => {
  const match = /^(-?[\d.]+)([KM]?)$/.exec(text);
  if (!match) throw new Error(text);
  return Number(match[1]) * (match[2] === 'K' ? 1000 : match[2] === 'M' ? 1_000_000 : 1);
};

describe('formatCount (requirements §2.2)', () => {
  it('abbreviates with K and M', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1250)).toBe('1.3K');
    expect(formatCount(999_999)).toBe('1M');
    expect(formatCount(2_500_000)).toBe('2.5M');
    expect(formatCount(-1500)).toBe('-1.5K');
    expect(formatCount(Number.NaN)).toBe('0');
  });
  it('round-trips to within the shown precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (n) => {
        const unit = n >= 999_950 ? 1_000_000 : n >= 1000 ? 1000 : 1;
        return Math.abs(parseCount(formatCount(n)) - n) <= (unit === 1 ? 0 : 0.05 * unit);
      }),
    );
  });
});

describe('text helpers', () => {
  it('counts and cuts by visible characters', () => {
    expect(visibleLength('e\u0301👍🏽')).toBe(2);
    expect(truncateVisible('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽👍🏽');
    expect(truncateVisible('abc', -1)).toBe('');
  });
  it('checks emails loosely', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
  });
  it('parses decimals', () => {
    expect(toDecimal(null)).toBeNull();
    expect(toDecimal('  ')).toBeNull();
    expect(toDecimal(Infinity)).toBeNull();
    expect(toDecimal('1e3')?.toNumber()).toBe(1000);
  });
});

describe('hasUnsafeCharacters and inspectJsonText (issue 22: no input a person cannot type reaches storage)', () => {
  it('refuses NUL, other controls and lone surrogates, keeps emoji, accents and line breaks in text', () => {
    for (const bad of [
      '\u0000',
      'a\u0000b',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\ud800',
      'x\udfffy',
      '\udbff',
    ])
      expect(hasUnsafeCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Café Ñandú', '👨‍👩‍👧 🇵🇹', 'line\nbreak\ttab\r\n', 'العربية', '\u{1F600}'])
      expect(hasUnsafeCharacters(good), JSON.stringify(good)).toBe(false);
    expect(hasUnsafeCharacters('a\nb', 'token')).toBe(true);
    expect(hasUnsafeCharacters('a b', 'token')).toBe(false);
  });
  it('accepts any text of whole characters without controls', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        // eslint-disable-next-line no-control-regex
        (text) => hasUnsafeCharacters(text.replace(/[\u0000-\u001f\u007f]/g, '')) === false,
      ),
    );
  });
  it('names the first unsafe string or key of a JSON value, and a value nested too deeply', () => {
    expect(inspectJsonText({ info: { fields: [{ label: 'ok' }, { label: 'a\u0000' }] } })).toEqual({
      kind: 'unsafe_text',
      path: 'info.fields.1.label',
    });
    expect(inspectJsonText({ ['k\u0000']: 1 })).toEqual({ kind: 'unsafe_text', path: 'k\u0000' });
    expect(inspectJsonText('\ud800')).toEqual({ kind: 'unsafe_text', path: '(body)' });
    expect(inspectJsonText({ a: [1, true, null, 'fine'] })).toBeUndefined();
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(inspectJsonText(deep)?.kind).toBe('too_deep');
    expect(inspectJsonText({ a: { b: 'x' } }, 1)).toEqual({ kind: 'too_deep', path: 'a' });
  });
});

describe('isEmail on hostile input (issue 22: no expression that backtracks)', () => {
  it('refuses long runs of dots or @-less text at once', () => {
    expect(isEmail(`a@${'.'.repeat(100_000)}x`)).toBe(false);
    expect(isEmail(`a@b${'.c'.repeat(50_000)} `)).toBe(false);
    expect(isEmail('ana@example.co.uk')).toBe(true);
    expect(isEmail('ana@example..com')).toBe(false);
  });

  it('fills a template’s named slots, and leaves an unknown one empty', () => {
    expect(fillTemplate('Faktura {{number}} z {{date}}', { number: 'PD-7', date: '2026-11-27' })).toBe(
      'Faktura PD-7 z 2026-11-27',
    );
    expect(fillTemplate('{{a}}{{missing}}{{a}} {{ a }}', { a: 'x' })).toBe('xx {{ a }}');
  });
});
