import { describe, expect, it } from 'vitest';
import { domainError, err, ok } from '../shared/result.ts';
import {
  deleteCard,
  discardCardChanges,
  loadCardForEditing,
  loadCards,
  publishCardNow,
  restoreCardFromTrash,
  saveCard,
  uploadCardImage,
} from './card-client-use-cases.ts';
import type { CardGateway } from './card-gateway.port.ts';
import { CardInputSchema, type Card } from './card-schema.ts';

const sample = (id: string): Card => ({
  ...CardInputSchema.parse({ name: 'A', passType: 'coupon' }),
  _id: id,
  isPublished: false,
  editDraftId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: null,
});
const fail = async () => err(domainError('http.500', 'Server says no'));

const gateway = (over: Partial<CardGateway> = {}): CardGateway & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    list: async () => (calls.push('list'), ok([sample('1')])),
    listTrash: async () => (calls.push('trash'), ok([])),
    get: async (id, version) => (calls.push(`get ${id} ${version}`), ok(sample(id))),
    create: async () => (calls.push('create'), ok(sample('new'))),
    update: async (id) => (calls.push(`update ${id}`), ok(sample(id))),
    publish: async (id) => (calls.push(`publish ${id}`), ok({ ...sample(id), isPublished: true })),
    discardDraft: async (id) => (calls.push(`discard ${id}`), ok({ ...sample(id), isPublished: true })),
    remove: async (id, permanent) => (calls.push(`remove ${id} ${permanent}`), ok(undefined)),
    restore: async (id) => (calls.push(`restore ${id}`), ok(sample(id))),
    uploadImage: async () => (calls.push('upload'), ok({ id: 'u', url: '/api/uploads/u.png' })),
    ...over,
  };
};

describe('card client use cases (requirements §8 texts)', () => {
  it('loads lists and drafts', async () => {
    const g = gateway();
    expect((await loadCards({ gateway: g })()).ok).toBe(true);
    expect((await loadCards({ gateway: g })({ trashed: true })).ok).toBe(true);
    expect((await loadCardForEditing({ gateway: g })('7')).ok).toBe(true);
    expect(g.calls).toEqual(['list', 'trash', 'get 7 draft']);
    expect(await loadCards({ gateway: gateway({ list: fail }) })()).toEqual(
      err(domainError('cards.load_failed', 'Server says no')),
    );
    // A card that is not there is not a failed load (no "Try again" for it).
    const missing = gateway({ get: async () => err(domainError('cards.not_found', 'Card not found')) });
    expect(await loadCardForEditing({ gateway: missing })('7')).toEqual(
      err(domainError('cards.not_found', 'Card not found')),
    );
    expect(await loadCardForEditing({ gateway: gateway({ get: fail }) })('7')).toEqual(
      err(domainError('cards.load_failed', 'Server says no')),
    );
  });
  it('creates or updates, and validates first', async () => {
    const g = gateway();
    expect(await saveCard({ gateway: g })(null, { name: 'A', passType: 'coupon' })).toMatchObject({
      ok: true,
      value: { _id: 'new' },
    });
    expect(await saveCard({ gateway: g })('5', { name: 'A', passType: 'coupon' })).toMatchObject({
      ok: true,
      value: { _id: '5' },
    });
    expect(await saveCard({ gateway: g })('5', { name: '', passType: 'coupon' })).toMatchObject({
      ok: false,
      error: { field: 'name' },
    });
    expect(g.calls).toEqual(['create', 'update 5']);
    expect(
      await saveCard({ gateway: gateway({ create: fail }) })(null, { name: 'A', passType: 'coupon' }),
    ).toMatchObject({ ok: false, error: { code: 'cards.add_failed' } });
    expect(
      await saveCard({ gateway: gateway({ update: fail }) })('1', { name: 'A', passType: 'coupon' }),
    ).toMatchObject({ ok: false, error: { code: 'cards.update_failed' } });
    // An input the server refuses keeps its own code and field, so the creator shows it translated
    // under the field, not as "Updating business card failed" with the server's English.
    const refused = gateway({
      update: async () =>
        err(domainError('validation.too_long', 'This is too long.', 'info.passDescription')),
    });
    expect(await saveCard({ gateway: refused })('1', { name: 'A', passType: 'coupon' })).toEqual(
      err(domainError('validation.too_long', 'This is too long.', 'info.passDescription')),
    );
  });
  it('saves then publishes', async () => {
    const g = gateway();
    expect(await publishCardNow({ gateway: g })(null, { name: 'A', passType: 'coupon' })).toMatchObject({
      ok: true,
      value: { isPublished: true },
    });
    expect(g.calls).toEqual(['create', 'publish new']);
    expect(
      await publishCardNow({ gateway: gateway({ publish: fail }) })('1', { name: 'A', passType: 'coupon' }),
    ).toMatchObject({ ok: false, error: { code: 'cards.publish_failed' } });
    expect(await publishCardNow({ gateway: g })('1', { name: '', passType: 'coupon' })).toMatchObject({
      ok: false,
    });
    // The plan's refusal keeps its code (issue 24), so the creator opens the upgrade dialog.
    const refused = gateway({ publish: async () => err(domainError('plan.free', 'Please upgrade')) });
    expect(await publishCardNow({ gateway: refused })('1', { name: 'A', passType: 'coupon' })).toMatchObject({
      ok: false,
      error: { code: 'plan.free', savedCard: { _id: '1' } },
    });
  });
  it('keeps the id of a new card whose save worked when its publish failed (issue 20: no second card)', async () => {
    const g = gateway({ publish: fail });
    const first = await publishCardNow({ gateway: g })(null, { name: 'A', passType: 'coupon' });
    expect(first).toMatchObject({
      ok: false,
      error: { code: 'cards.publish_failed', savedCard: { _id: 'new' } },
    });
    const id = first.ok ? null : (first.error.savedCard?._id ?? null);
    await publishCardNow({ gateway: g })(id, { name: 'A', passType: 'coupon' });
    // The second Publish updates the card the first one made (the failing publish is not recorded).
    expect(g.calls).toEqual(['create', 'update new']);
  });
  it('discards the changes of a published card, answering its live version', async () => {
    const g = gateway();
    expect(await discardCardChanges({ gateway: g })('4')).toMatchObject({
      ok: true,
      value: { _id: '4', isPublished: true },
    });
    expect(g.calls).toEqual(['discard 4']);
    expect(await discardCardChanges({ gateway: gateway({ discardDraft: fail }) })('4')).toEqual(
      err(domainError('cards.update_failed', 'Server says no')),
    );
  });
  it('deletes, restores and uploads', async () => {
    const g = gateway();
    expect(await deleteCard({ gateway: g })(undefined)).toMatchObject({
      ok: false,
      error: { code: 'cards.id_missing' },
    });
    expect((await deleteCard({ gateway: g })('3', true)).ok).toBe(true);
    expect(await deleteCard({ gateway: gateway({ remove: fail }) })('3')).toMatchObject({
      ok: false,
      error: { code: 'cards.delete_failed' },
    });
    expect((await restoreCardFromTrash({ gateway: g })('3')).ok).toBe(true);
    // Not "Failed to load cards": the trash says what did not work.
    expect(await restoreCardFromTrash({ gateway: gateway({ restore: fail }) })('3')).toMatchObject({
      ok: false,
      error: { code: 'cards.restore_failed' },
    });
    const file = { size: 1, type: 'image/png', arrayBuffer: async () => new ArrayBuffer(1) };
    expect(await uploadCardImage({ gateway: g })(file, 'a.png')).toEqual(
      ok({ id: 'u', url: '/api/uploads/u.png' }),
    );
    expect(await uploadCardImage({ gateway: gateway({ uploadImage: fail }) })(file, 'a.png')).toMatchObject({
      ok: false,
      error: { code: 'uploads.upload_failed' },
    });
  });
});
