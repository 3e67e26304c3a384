import { describe, expect, it } from 'vitest';
import { sampleHolderView } from '../../test/fakes/scanner-fakes.ts';
import { holderBalance, HolderViewReplySchema, HolderViewSchema } from './holder-view.ts';

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

describe('holderBalance', () => {
  const of = (over: Partial<typeof sampleHolderView>) =>
    holderBalance({
      ...sampleHolderView,
      actions: [],
      couponRedeemedAt: null,
      points: 0,
      level: null,
      ...over,
    });

  it('shows stamps, a coupon or points by what the card counts', () => {
    expect(of({ passType: 'stamp_card' })).toBe('stamps');
    expect(of({ passType: 'loyalty', actions: ['add_stamp', 'redeem_reward'] })).toBe('stamps');
    expect(of({ passType: 'coupon', actions: ['redeem_coupon'] })).toBe('coupon');
    expect(of({ passType: 'coupon', couponRedeemedAt: '2026-11-25T10:00:00.000Z' })).toBe('coupon');
    expect(of({ passType: 'point_card' })).toBe('points');
    expect(of({ passType: 'loyalty', actions: ['purchase'] })).toBe('points');
    expect(of({ passType: 'level_card', level: 'Silver' })).toBe('points');
  });

  it('shows nothing for a pass that counts nothing, rather than "0 points"', () => {
    expect(of({ passType: 'flyer' })).toBeNull();
    expect(of({ passType: 'business_card' })).toBeNull();
    // Points a pass still holds are shown, whatever its card became.
    expect(of({ passType: 'flyer', points: 40 })).toBe('points');
  });
});
