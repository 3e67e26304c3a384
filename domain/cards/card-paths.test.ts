import { describe, expect, it } from 'vitest';
import {
  cardOpenPath,
  creatorPathOf,
  isJustPublished,
  isNewCardRequest,
  NEW_CARD_PATH,
  sharePathOf,
} from './card-paths.ts';

describe('card paths', () => {
  it('opens a draft in the designer for an editor, and on its share page otherwise', () => {
    const draft = { _id: 'c1', isPublished: false };
    expect(cardOpenPath(draft, { canEdit: true })).toBe('/creator?id=c1');
    expect(cardOpenPath(draft, { canEdit: false })).toBe('/card/c1?tab=share');
  });

  it('opens a published card on its share page, even for an editor', () => {
    expect(cardOpenPath({ _id: 'c2', isPublished: true }, { canEdit: true })).toBe('/card/c2?tab=share');
  });

  it('opens nothing for a card in the trash', () => {
    expect(cardOpenPath({ _id: 'c3', isPublished: true }, { canEdit: true, trashed: true })).toBeNull();
    expect(cardOpenPath({ _id: 'c3', isPublished: false }, { canEdit: true, trashed: true })).toBeNull();
  });

  it('marks the arrival right after publishing, and reads it back', () => {
    const path = sharePathOf('c4', { justPublished: true });
    expect(path).toBe('/card/c4?tab=share&published=1');
    expect(isJustPublished(new URLSearchParams(path.split('?')[1]))).toBe(true);
    expect(isJustPublished(new URLSearchParams(sharePathOf('c4').split('?')[1]))).toBe(false);
  });

  it('leads to the choice of a new card type, and reads it back', () => {
    expect(NEW_CARD_PATH).toBe('/cards?new=1');
    expect(isNewCardRequest(new URLSearchParams(NEW_CARD_PATH.split('?')[1]))).toBe(true);
    expect(isNewCardRequest(new URLSearchParams('new=0'))).toBe(false);
    expect(isNewCardRequest(new URLSearchParams(''))).toBe(false);
  });

  it('keeps an id with URL characters inside its path segment', () => {
    expect(creatorPathOf('a&b')).toBe('/creator?id=a%26b');
    expect(sharePathOf('a/b')).toBe('/card/a%2Fb?tab=share');
  });
});
