import { describe, expect, it } from 'vitest';
import { CardInputSchema } from './card-schema.ts';
import { canDiscardChanges, cardStatus, goLiveGates } from './card-status.ts';
import { demoCardContent } from './demo-cards.ts';

describe('card status', () => {
  it('is a draft until published, then published, with unpublished changes while a draft waits', () => {
    expect(cardStatus({ isPublished: false, editDraftId: null })).toBe('draft');
    expect(cardStatus({ isPublished: false, editDraftId: 'd1' })).toBe('draft');
    expect(cardStatus({ isPublished: true, editDraftId: null })).toBe('published');
    expect(cardStatus({ isPublished: true, editDraftId: 'd1' })).toBe('unpublishedChanges');
  });
  it('offers to discard only the edits of a published card, saved or not', () => {
    expect(canDiscardChanges({ isPublished: true, editDraftId: 'd1' }, false)).toBe(true);
    expect(canDiscardChanges({ isPublished: true, editDraftId: null }, true)).toBe(true);
    expect(canDiscardChanges({ isPublished: true, editDraftId: null }, false)).toBe(false);
    expect(canDiscardChanges({ isPublished: false, editDraftId: null }, true)).toBe(false);
  });
});

describe('goLiveGates (what the plan must allow for a card to go live)', () => {
  const plain = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
  const asking = CardInputSchema.parse({
    ...demoCardContent('stamp_card', 'Café'),
    dataCollection: { enabled: true, fields: [{ key: 'age', label: 'Age', type: 'number' }] },
  });
  const card = (over: Partial<Parameters<typeof goLiveGates>[0]> = {}) => ({
    content: plain,
    draft: null,
    isPublished: false,
    deletedAt: null,
    ...over,
  });

  it('takes a published place for a publish, and the questions of the version going live (the pending edit)', () => {
    expect(goLiveGates(card(), 'publish')).toEqual(['createCampaign']);
    expect(goLiveGates(card({ isPublished: true, draft: asking }), 'publish')).toEqual([
      'createCampaign',
      'additionalQuestions',
    ]);
    expect(goLiveGates(card({ isPublished: true, content: asking, draft: plain }), 'publish')).toEqual([
      'createCampaign',
    ]);
  });

  it('gates a restore only when the card comes back live, by its live version', () => {
    const trashed = new Date('2026-11-01T00:00:00Z');
    expect(goLiveGates(card({ deletedAt: trashed, content: asking }), 'restore')).toEqual([]);
    expect(goLiveGates(card({ isPublished: true, content: asking }), 'restore')).toEqual([]);
    expect(
      goLiveGates(card({ isPublished: true, deletedAt: trashed, content: asking, draft: plain }), 'restore'),
    ).toEqual(['createCampaign', 'additionalQuestions']);
    expect(goLiveGates(card({ isPublished: true, deletedAt: trashed, draft: asking }), 'restore')).toEqual([
      'createCampaign',
    ]);
  });
});
