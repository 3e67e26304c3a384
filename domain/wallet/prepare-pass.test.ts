import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { preparePass } from './prepare-pass.use-case.ts';

const setup = () => {
  const cards = createMemoryCards();
  const holders = createMemoryHolders();
  const rows = holders.rows;
  return { cards, rows, prepare: preparePass({ cards, holders, ids: sequentialIds(), clock: fixedClock() }) };
};

describe('preparePass (SPEC §7 pass URLs)', () => {
  it('issues a holder for an open card and finds it again by token', async () => {
    const s = setup();
    await s.cards.insert({
      id: 'c1',
      businessId: 'b1',
      content: CardInputSchema.parse(demoCardContent('stamp_card', 'Café')),
      isPublished: true,
      at: new Date(),
    });
    const first = await s.prepare('c1');
    if (!first.ok) throw new Error('not issued');
    expect(first.value.holder).toMatchObject({ cardId: 'c1', businessId: 'b1', stamps: 0 });
    expect(first.value.holder.authenticationToken).not.toBe(first.value.holder.barcodeMessage);
    expect(await s.prepare('c1', first.value.holder.authenticationToken)).toMatchObject({
      ok: true,
      value: { holder: { id: first.value.holder.id } },
    });
    expect(await s.prepare('c1', 'wrong')).toMatchObject({
      ok: false,
      error: { code: 'passes.holder_not_found' },
    });
  });
  it('answers with the next action for cards with requirements, and not found for drafts', async () => {
    const s = setup();
    await s.cards.insert({
      id: 'c2',
      businessId: 'b1',
      content: CardInputSchema.parse({ ...demoCardContent('coupon', 'Café'), validation: { enabled: true } }),
      isPublished: true,
      at: new Date(),
    });
    expect(await s.prepare('c2')).toMatchObject({
      ok: false,
      error: { code: 'passes.requirements_pending', nextAction: 'validate_code' },
    });
    await s.cards.insert({
      id: 'c3',
      businessId: 'b1',
      content: CardInputSchema.parse(demoCardContent('flyer', 'Café')),
      isPublished: false,
      at: new Date(),
    });
    expect(await s.prepare('c3')).toMatchObject({ ok: false, error: { code: 'passes.card_not_found' } });
    expect(s.rows).toHaveLength(0);
  });
});
