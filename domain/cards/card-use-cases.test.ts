import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import {
  CARD_PUBLISHED_JOB,
  createCard,
  createDemoCard,
  getCard,
  listCards,
  publishCard,
  restoreCard,
  trashCard,
  updateCard,
} from './card-use-cases.ts';
import { PASS_TYPES } from './pass-types.ts';

const setup = () => {
  const deps = {
    cards: createMemoryCards(),
    ids: sequentialIds(),
    clock: fixedClock(),
    jobs: createMemoryJobs(),
  };
  return {
    deps,
    create: createCard(deps),
    update: updateCard(deps),
    publish: publishCard(deps),
    get: getCard(deps),
    list: listCards(deps),
    trash: trashCard(deps),
    restore: restoreCard(deps),
    demo: createDemoCard(deps),
  };
};

describe('card use cases', () => {
  it('creates, edits in place while unpublished, and edits aside once published', async () => {
    const s = setup();
    const created = await s.create('b1', { name: 'Ten coffees', passType: 'stamp_card' });
    if (!created.ok) throw new Error('create failed');
    expect(created.value).toMatchObject({
      isPublished: false,
      editDraftId: null,
      design: { image: { bgColor: '#B8BCFA' } },
    });
    const id = created.value._id;
    expect(await s.update('b1', id, { name: 'Twelve', passType: 'stamp_card' })).toMatchObject({
      ok: true,
      value: { name: 'Twelve', editDraftId: null },
    });
    await s.publish('b1', id);
    const draft = await s.update('b1', id, { name: 'Fifteen', passType: 'stamp_card' });
    expect(draft).toMatchObject({ ok: true, value: { name: 'Fifteen', editDraftId: expect.any(String) } });
    expect(await s.get('b1', id)).toMatchObject({ ok: true, value: { name: 'Twelve' } });
    expect(await s.get('b1', id, 'draft')).toMatchObject({ ok: true, value: { name: 'Fifteen' } });
    const again = await s.update('b1', id, { name: 'Sixteen', passType: 'stamp_card' });
    expect(again.ok && draft.ok && again.value.editDraftId).toBe(draft.ok && draft.value.editDraftId);
    expect(await s.publish('b1', id)).toMatchObject({
      ok: true,
      value: { name: 'Sixteen', editDraftId: null },
    });
    // Every publish asks the wallet to update the passes already issued.
    expect(s.deps.jobs.queued).toEqual([
      { type: CARD_PUBLISHED_JOB, payload: { cardId: id } },
      { type: CARD_PUBLISHED_JOB, payload: { cardId: id } },
    ]);
  });

  it('refuses bad input and other businesses', async () => {
    const s = setup();
    expect(await s.create('b1', { name: '', passType: 'coupon' })).toMatchObject({
      ok: false,
      error: { field: 'name' },
    });
    const created = await s.create('b1', { name: 'A', passType: 'coupon' });
    if (!created.ok) throw new Error('create failed');
    const id = created.value._id;
    expect(await s.update('b1', id, { passType: 'coupon' })).toMatchObject({
      ok: false,
      error: { field: 'name' },
    });
    for (const result of [
      await s.get('b2', id),
      await s.update('b2', id, { name: 'x', passType: 'coupon' }),
      await s.publish('b2', id),
      await s.trash('b2', id),
      await s.restore('b2', id),
    ]) {
      expect(result).toMatchObject({ ok: false, error: { code: 'cards.not_found' } });
    }
    expect(s.deps.jobs.queued).toEqual([]);
  });

  it('trashes, restores and purges', async () => {
    const s = setup();
    const created = await s.create('b1', { name: 'A', passType: 'flyer' });
    if (!created.ok) throw new Error('create failed');
    const id = created.value._id;
    expect((await s.trash('b1', id)).ok).toBe(true);
    expect(await s.get('b1', id)).toMatchObject({ ok: false });
    expect(await s.update('b1', id, { name: 'B', passType: 'flyer' })).toMatchObject({
      ok: false,
      error: { code: 'cards.not_found' },
    });
    expect(
      (await s.list('b1', { trashed: true })).ok && (await s.list('b1', { trashed: true })),
    ).toMatchObject({ value: [{ _id: id }] });
    expect(await s.restore('b1', id)).toMatchObject({ ok: true, value: { _id: id } });
    expect((await s.trash('b1', id, true)).ok).toBe(true);
    expect((await s.trash('b1', id, true)).ok).toBe(false);
    expect((await s.list('b1')).ok).toBe(true);
  });

  it('makes a published demo card of every kind', async () => {
    const s = setup();
    for (const passType of PASS_TYPES) {
      expect(await s.demo('b1', passType, 'Café Aurora')).toMatchObject({
        ok: true,
        value: { passType, isPublished: true, info: { companyName: 'Café Aurora' } },
      });
    }
    const coupon = (await s.list('b1')).ok
      ? [...s.deps.cards.rows.values()].find((r) => r.content.passType === 'coupon')
      : undefined;
    expect(coupon?.content.couponSettings.onRedeemPassType).toBe('stamp_card');
  });
});
