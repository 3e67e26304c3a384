import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';

const PORTUGUESE = import.meta.glob<unknown>('../../locales/pt/*.json', { eager: true, import: 'default' });

/** Every key of a resource file, with its path. */
const keysOf = (node: unknown, path = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => keysOf(value, path ? `${path}.${key}` : key))
    : [path];

describe('Portuguese plurals', () => {
  // Our Portuguese is Portugal's ("telemóvel", "ecrã"), where 0 takes the plural ("0 pontos").
  // i18next asks Intl for the rules of "pt", which are Brazil's (0 is singular there), and looks
  // for a key's `_zero` form first when the count is 0: so every counted text has one.
  it('has a zero form beside every singular one', () => {
    expect(Object.keys(PORTUGUESE).length).toBeGreaterThan(10);
    for (const [file, resources] of Object.entries(PORTUGUESE)) {
      const keys = new Set(keysOf(resources));
      const missing = [...keys]
        .filter((key) => key.endsWith('_one'))
        .map((key) => `${key.slice(0, -4)}_zero`)
        .filter((key) => !keys.has(key));
      expect([file, missing]).toEqual([file, []]);
    }
  });

  it('says 0 pontos and 1 ponto', async () => {
    const i18n = await createI18n('pt', ['customers']);
    const t = i18n.getFixedT('pt', 'customers');
    expect([0, 1, 2].map((count) => t('balance.points', { count }))).toEqual([
      '0 pontos',
      '1 ponto',
      '2 pontos',
    ]);
  });
});

describe('counts in texts', () => {
  it("are written in the language's notation, as the rest of the page writes numbers", async () => {
    const i18n = await createI18n('de', ['customers']);
    expect(i18n.getFixedT('de', 'customers')('balance.points', { count: 8135 })).toBe('8.135 Punkte');
    const en = await createI18n('en', ['customers']);
    expect(en.getFixedT('en', 'customers')('balance.stamps', { count: 1200 })).toBe('1,200 stamps');
  });
});
