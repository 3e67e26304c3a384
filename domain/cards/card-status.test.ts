import { describe, expect, it } from 'vitest';
import { cardStatus } from './card-status.ts';

describe('card status', () => {
  it('is a draft until published, then published, with unpublished changes while a draft waits', () => {
    expect(cardStatus({ isPublished: false, editDraftId: null })).toBe('draft');
    expect(cardStatus({ isPublished: false, editDraftId: 'd1' })).toBe('draft');
    expect(cardStatus({ isPublished: true, editDraftId: null })).toBe('published');
    expect(cardStatus({ isPublished: true, editDraftId: 'd1' })).toBe('unpublishedChanges');
  });
});
