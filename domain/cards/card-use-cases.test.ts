import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryAccruals } from '../../test/fakes/accrual-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import {
  CARD_PUBLISHED_JOB,
  createCard,
  createDemoCard,
  discardCardDraft,
  getCard,
  listCards,
  publishCard,
  restoreCard,
  trashCard,
  updateCard,
} from './card-use-cases.ts';
import { CardSchema } from './card-schema.ts';
import { PASS_TYPES } from './pass-types.ts';

const setup = () => {
  const uploads = new Map<string, string>([['0b7e6c1e-5f7a-4c4e-9d2a-3f1c2b4a5d6e', 'b1']]);
  const deps = {
    cards: createMemoryCards(),
    ids: sequentialIds(),
    clock: fixedClock(),
    jobs: createMemoryJobs(),
    // Upload id → the business that uploaded it (only `find` is used when saving a card).
    uploads: {
      find: async (businessId: string, id: string) =>
        uploads.get(id) === businessId ? ({ id, businessId } as never) : null,
    },
    pointsRules: createMemoryAccruals(),
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
    discard: discardCardDraft(deps),
  };
};

describe('card use cases', () => {
  it('refuses another business’s upload or points rule, and keeps its own, generated logos and https links (issue 22)', async () => {
    const s = setup();
    s.deps.pointsRules.rows.push({ id: 'rule-b2', businessId: 'b2' } as never);
    s.deps.pointsRules.rows.push({ id: 'rule-b1', businessId: 'b1' } as never);
    const card = (design: Record<string, unknown>, accrualConfigId: string | null = null) => ({
      name: 'Ten coffees',
      passType: 'stamp_card',
      accrualConfigId,
      design,
    });
    const own = '/api/uploads/0b7e6c1e-5f7a-4c4e-9d2a-3f1c2b4a5d6e.webp';
    expect(await s.create('b2', card({ image: { logo: own } }))).toMatchObject({
      ok: false,
      error: { code: 'validation.image_invalid', field: 'design.image.logo' },
    });
    expect(await s.create('b1', card({ icon: '/api/uploads/not-a-known-upload.png' }))).toMatchObject({
      ok: false,
      error: { field: 'design.icon' },
    });
    expect(await s.create('b1', card({}, 'rule-b2'))).toMatchObject({
      ok: false,
      error: { code: 'validation.points_rule_invalid', field: 'accrualConfigId' },
    });
    const fine = await s.create(
      'b1',
      card(
        {
          image: { logo: own, bgImage: 'https://images.example/strip.png', personalImage: null },
          icon: '/api/uploads/initial-41-7b61ff.png',
        },
        'rule-b1',
      ),
    );
    expect(fine.ok).toBe(true);
    if (!fine.ok) return;
    expect(await s.update('b2', fine.value._id, card({ image: { logo: own } }))).toMatchObject({
      ok: false,
      error: { code: 'validation.image_invalid' },
    });
  });

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

  it('keeps an edit aside when the card is published between its read and its write', async () => {
    const s = setup();
    const created = await s.create('b1', { name: 'Ten coffees', passType: 'stamp_card' });
    if (!created.ok) throw new Error('create');
    const id = created.value._id;
    // The edit reads the card unpublished; the publish lands before the edit writes.
    const find = s.deps.cards.find;
    s.deps.cards.find = async (businessId, cardId) => {
      const seen = await find(businessId, cardId);
      s.deps.cards.find = find;
      await s.publish(businessId, cardId);
      return seen;
    };
    expect(await s.update('b1', id, { name: 'Twelve coffees', passType: 'stamp_card' })).toMatchObject({
      ok: true,
      value: { name: 'Twelve coffees', isPublished: true, editDraftId: expect.any(String) },
    });
    expect(await s.get('b1', id)).toMatchObject({
      ok: true,
      value: { name: 'Ten coffees', isPublished: true },
    });
  });

  it('discards the pending edits of a published card, which keeps its live version', async () => {
    const s = setup();
    const created = await s.create('b1', { name: 'Ten coffees', passType: 'stamp_card' });
    if (!created.ok) throw new Error('create failed');
    const id = created.value._id;
    await s.publish('b1', id);
    await s.update('b1', id, { name: 'Eleven coffees', passType: 'stamp_card' });
    // Another business, a card that is not there and a trashed card: not found.
    expect(await s.discard('b2', id)).toMatchObject({ ok: false, error: { code: 'cards.not_found' } });
    expect(await s.discard('b1', 'nope')).toMatchObject({ ok: false, error: { code: 'cards.not_found' } });

    const discarded = await s.discard('b1', id);
    expect(discarded).toMatchObject({
      ok: true,
      value: { name: 'Ten coffees', isPublished: true, editDraftId: null },
    });
    expect(await s.get('b1', id, 'draft')).toMatchObject({ ok: true, value: { name: 'Ten coffees' } });
    // Nothing pending any more: a second discard answers the card as it is.
    expect(await s.discard('b1', id)).toEqual(discarded);
    // Discarding republishes nothing: the holders' passes already show the live version.
    expect(s.deps.jobs.queued).toHaveLength(1);

    await s.update('b1', id, { name: 'Twelve coffees', passType: 'stamp_card' });
    await s.trash('b1', id);
    expect(await s.discard('b1', id)).toMatchObject({ ok: false, error: { code: 'cards.not_found' } });
  });

  it('refuses bad input and other businesses', async () => {
    const s = setup();
    expect(await s.create('b1', { name: '', passType: 'coupon' })).toMatchObject({
      ok: false,
      error: { field: 'name' },
    });
    // A name of only invisible characters (a direction mark, a zero-width space) is no name.
    expect(await s.create('b1', { name: '\u202E\u200B', passType: 'coupon' })).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'name' },
    });
    // One stored before that check still reads, so the list and the card can open to rename it.
    const stored = await s.create('b1', { name: 'Soon blank', passType: 'coupon' });
    if (!stored.ok) throw new Error('create failed');
    expect(CardSchema.safeParse({ ...stored.value, name: '\u200B' }).success).toBe(true);
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
