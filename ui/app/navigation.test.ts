import { describe, expect, it } from 'vitest';
import { isCurrentEntry, NAV_ENTRIES, navEntriesFor } from './navigation.ts';

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

describe('the sidebar a member sees', () => {
  const paths = (allowed: readonly string[]) =>
    navEntriesFor((action) => allowed.includes(action)).map((entry) => entry.path);

  it('leads whoever pairs devices to the keys page, and staff to the scanner itself', () => {
    expect(paths(['device_keys.manage'])).toContain('/scanner-app');
    expect(paths(['device_keys.manage'])).not.toContain('/scanner');
    expect(paths([])).toContain('/scanner');
    expect(paths([])).not.toContain('/scanner-app');
  });

  it('keeps every other entry, in order, for every role', () => {
    const others = NAV_ENTRIES.filter((entry) => !entry.requires).map((entry) => entry.path);
    expect(paths([]).filter((path) => path !== '/scanner')).toEqual(others);
  });
});
