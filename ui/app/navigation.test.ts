import { describe, expect, it } from 'vitest';
import { isCurrentEntry, NAV_ENTRIES } from './navigation.ts';

const current = (pathname: string) =>
  NAV_ENTRIES.filter((entry) => isCurrentEntry(entry, pathname)).map((entry) => entry.path);

describe('the sidebar entry of a screen', () => {
  it('is the entry of the screen, of a page below it, or of a screen it holds', () => {
    expect(current('/customers')).toEqual(['/customers']);
    expect(current('/account/verify-email/a/b')).toEqual(['/account']);
    // A card's pages belong to Cards.
    expect(current('/card/0b6c/test')).toEqual(['/cards']);
    expect(current('/card/0b6c')).toEqual(['/cards']);
    expect(current('/creator')).toEqual(['/cards']);
  });

  it('is not an entry whose path only starts the same', () => {
    expect(current('/cardsharing')).toEqual([]);
    expect(current('/scanner')).toEqual([]);
    expect(current('/trash-cards')).toEqual([]);
  });
});
