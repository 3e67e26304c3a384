import { describe, expect, it } from 'vitest';
import { canDiscardChanges, cardStatus } from './card-status.ts';

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
