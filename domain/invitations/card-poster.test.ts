import { describe, expect, it } from 'vitest';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { cardPoster, type PosterContent } from './card-poster.use-case.ts';

describe('cardPoster', () => {
  it('prints the get-pass link of a published card in the asked language, and nothing for drafts', async () => {
    const cards = createMemoryCards();
    const content = CardInputSchema.parse({
      ...demoCardContent('coupon', 'Café'),
      info: { companyName: '', passDescription: 'Ten percent off' },
    });
    await cards.insert({ id: 'c 1', businessId: 'b1', content, isPublished: true, at: new Date() });
    await cards.insert({ id: 'd1', businessId: 'b1', content, isPublished: false, at: new Date() });
    const seen: PosterContent[] = [];
    const poster = cardPoster({
      cards,
      renderer: { render: async (c) => (seen.push(c), new Uint8Array([1])) },
      publicUrl: 'https://passdeck.test',
    });
    expect(await poster('b1', 'c 1', 'pl')).toMatchObject({ ok: true, value: { businessName: '' } });
    expect(await poster('b1', 'c 1', 'xx')).toMatchObject({ ok: true });
    expect(await poster('b1', 'c 1', 'de-AT')).toMatchObject({ ok: true });
    expect(seen.map((s) => [s.language, s.link, s.businessName, s.logo])).toEqual([
      ['pl', 'https://passdeck.test/get-pass/c%201', 'Ten percent off', null],
      ['en', 'https://passdeck.test/get-pass/c%201', 'Ten percent off', null],
      ['de', 'https://passdeck.test/get-pass/c%201', 'Ten percent off', null],
    ]);
    // The card's name is the owner's label: the printed poster never shows it.
    expect(JSON.stringify(seen)).not.toContain(content.name);
    expect(await poster('b1', 'd1', 'en')).toMatchObject({
      ok: false,
      error: { code: 'passes.card_not_found' },
    });
    expect(await poster('b2', 'c 1', 'en')).toMatchObject({ ok: false });
  });
});
