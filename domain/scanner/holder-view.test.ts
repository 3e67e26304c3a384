import { describe, expect, it } from 'vitest';
import { sampleHolderView } from '../../test/fakes/scanner-fakes.ts';
import { HolderViewReplySchema, HolderViewSchema } from './holder-view.ts';

const view = { ...sampleHolderView, undo: { entryId: '41', until: '2026-11-25T10:00:10.000Z' } };

describe('the holder view contract', () => {
  it('is what the routes answer and the clients read', () => {
    expect(HolderViewSchema.parse(view)).toEqual(view);
    expect(HolderViewReplySchema.parse(view)).toEqual(view);
  });

  it("reads an older server's view without the fields issue 19 added", () => {
    const {
      couponRedeemedBy: _by,
      offer: _offer,
      purchase: _purchase,
      stampLimits: _limits,
      undo: _undo,
      ...older
    } = view;
    expect(HolderViewSchema.safeParse(older).success).toBe(false);
    expect(HolderViewReplySchema.parse(older)).toEqual({
      ...older,
      couponRedeemedBy: null,
      offer: null,
      purchase: null,
      stampLimits: null,
      undo: null,
    });
  });

  it('refuses a view that drifted from the contract', () => {
    expect(HolderViewReplySchema.safeParse({ ...view, stamps: '1' }).success).toBe(false);
    expect(HolderViewReplySchema.safeParse({ ...view, actions: ['fly'] }).success).toBe(false);
  });
});
