import { describe, expect, it } from 'vitest';
import { searchHelp, sortHelpItems, type HelpItem } from './help.ts';

const item = (slug: string, title = slug, extra: Partial<HelpItem> = {}): HelpItem => ({
  slug,
  title,
  description: '',
  tags: [],
  category: 'c',
  ...extra,
});

describe('help (requirements §2.2)', () => {
  it('orders by the two-digit slug prefix, missing prefix last', () => {
    expect(
      sortHelpItems([item('intro'), item('10-cards'), item('02-start'), item('7-odd'), item('01')]).map(
        (i) => i.slug,
      ),
    ).toEqual(['01', '02-start', '10-cards', 'intro', '7-odd']);
  });
  it('searches from 2 characters, at most 12 results, titles first', () => {
    const index = [
      item('a', 'Scanner setup', { description: 'stamp cards' }),
      item('b', 'Stamp cards'),
      item('c', 'Other', { tags: ['stamps'] }),
      ...Array.from({ length: 20 }, (_, i) => item(`x${i}`, `Stamp ${i}`)),
    ];
    expect(searchHelp(index, 's')).toEqual([]);
    const results = searchHelp(index, ' stamp ');
    expect(results).toHaveLength(12);
    expect(results[0]?.slug).toBe('b');
    expect(searchHelp(index, 'STAMPS').map((i) => i.slug)).toEqual(['c']);
    expect(searchHelp([item('z', 'Café')], 'cafe')).toHaveLength(1);
    expect(searchHelp(index, 'cards').map((i) => i.slug)).toEqual(['b', 'a']);
  });
});
