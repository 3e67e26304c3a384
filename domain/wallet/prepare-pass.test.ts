import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter, fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { newPassHolder } from './pass-holder.ts';
import { HOLDER_ISSUE_LIMIT, issueHolder, preparePass, recordPassDownload } from './prepare-pass.use-case.ts';

const setup = () => {
  const cards = createMemoryCards();
  const holders = createMemoryHolders();
  const deps = {
    cards,
    holders,
    ids: sequentialIds(),
    clock: fixedClock(),
    limiter: new MemoryRateLimiter(),
  };
  return { cards, rows: holders.rows, prepare: preparePass(deps), issue: issueHolder(deps) };
};
const publish = (s: ReturnType<typeof setup>, id: string, content: unknown, isPublished = true) =>
  s.cards.insert({
    id,
    businessId: 'b1',
    content: CardInputSchema.parse(content),
    isPublished,
    at: new Date(),
  });

describe('passes are issued on purpose and downloaded by token (requirements §7 pass URLs)', () => {
  it('issues a holder for an open card, and the downloads find it by its token', async () => {
    const s = setup();
    await publish(s, 'c1', demoCardContent('stamp_card', 'Café'));
    const issued = await s.issue('c1', 'client-1');
    if (!issued.ok) throw new Error('not issued');
    expect(s.rows).toHaveLength(1);
    expect(s.rows[0]).toMatchObject({ cardId: 'c1', businessId: 'b1', stamps: 0 });
    expect(s.rows[0]!.authenticationToken).toBe(issued.value.token);
    expect(s.rows[0]!.authenticationToken).not.toBe(s.rows[0]!.barcodeMessage);
    expect(await s.prepare('c1', issued.value.token)).toMatchObject({
      ok: true,
      value: { holder: { id: s.rows[0]!.id } },
    });
    expect(await s.prepare('c1', 'wrong')).toMatchObject({
      ok: false,
      error: { code: 'passes.holder_not_found' },
    });
  });
  it('never issues a pass for a download without a token', async () => {
    const s = setup();
    await publish(s, 'c1', demoCardContent('stamp_card', 'Café'));
    expect(await s.prepare('c1')).toMatchObject({ ok: false, error: { code: 'passes.token_required' } });
    expect(await s.prepare('c1', '')).toMatchObject({ ok: false, error: { code: 'passes.token_required' } });
    expect(s.rows).toHaveLength(0);
  });
  it('answers with the next action for cards with requirements, and not found for drafts', async () => {
    const s = setup();
    await publish(s, 'c2', { ...demoCardContent('coupon', 'Café'), validation: { enabled: true } });
    expect(await s.issue('c2', 'client-1')).toMatchObject({
      ok: false,
      error: { code: 'passes.requirements_pending', nextAction: 'validate_code' },
    });
    await publish(s, 'c3', demoCardContent('flyer', 'Café'), false);
    expect(await s.issue('c3', 'client-1')).toMatchObject({
      ok: false,
      error: { code: 'passes.card_not_found' },
    });
    expect(await s.prepare('c3', 'any')).toMatchObject({
      ok: false,
      error: { code: 'passes.card_not_found' },
    });
    expect(s.rows).toHaveLength(0);
  });
  it('lets one client take only so many passes, then says when to try again', async () => {
    const s = setup();
    await publish(s, 'c1', demoCardContent('stamp_card', 'Café'));
    for (let i = 0; i < HOLDER_ISSUE_LIMIT.limit; i++) expect((await s.issue('c1', 'busy')).ok).toBe(true);
    const refused = await s.issue('c1', 'busy');
    expect(refused).toMatchObject({ ok: false, error: { code: 'passes.too_many_passes' } });
    if (!refused.ok) expect(refused.error.retryAfterSeconds).toBeGreaterThan(0);
    expect((await s.issue('c1', 'someone-else')).ok).toBe(true);
    expect(s.rows).toHaveLength(HOLDER_ISSUE_LIMIT.limit + 1);
  });
});

describe('recordPassDownload (the card-testing wizard knows the pass was downloaded)', () => {
  it('keeps the first download time only', async () => {
    const holders = createMemoryHolders();
    const clock = fixedClock();
    await holders.insert(newPassHolder(sequentialIds(), { id: 'c1', businessId: 'b1' }, clock.now()));
    const record = recordPassDownload({ holders, clock });
    const first = clock.now();
    await record(holders.rows[0]!);
    expect(holders.rows[0]!.downloadedAt).toEqual(first);
    clock.advance(60_000);
    await record(holders.rows[0]!);
    expect(holders.rows[0]!.downloadedAt).toEqual(first);
  });
});
