import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';

const ROOT = join(import.meta.dirname, '.');
// Each language is compared with English.
const LANGUAGES = SITE_LANGUAGES.filter((language) => language !== 'en');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};
const load = (lang: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(ROOT, lang, file), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

describe('translations', () => {
  const namespaces = readdirSync(join(ROOT, 'en')).filter((f) => f.endsWith('.json'));

  it('has the namespaces the app loads', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining([
        'common.json',
        'navigation.json',
        'account.json',
        'dashboard.json',
        'errors.json',
      ]),
    );
  });

  for (const lang of LANGUAGES) {
    it(`${lang} has every key of en, with the same placeholders`, () => {
      const problems: string[] = [];
      for (const file of namespaces) {
        const en = load('en', file);
        const other = load(lang, file);
        for (const [key, text] of en) {
          const translated = other.get(key);
          if (!translated?.trim()) problems.push(`${lang}/${file}: missing ${key}`);
          else if (placeholders(translated).join() !== placeholders(text).join())
            problems.push(`${lang}/${file}: placeholders differ in ${key}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  // The account's plan list and the pricing page name the same plan features: "Scanners" on one
  // and "Scanner devices" on the other read as two different things.
  for (const lang of SITE_LANGUAGES) {
    it(`${lang} names plan features alike on the account and the pricing page`, () => {
      const billing = load(lang, 'billing.json');
      const pricing = load(lang, 'pricing.json');
      const inBilling = [...billing].filter(([key]) => key.startsWith('plans.features.'));
      expect(inBilling.length).toBeGreaterThan(0);
      for (const [key, text] of inBilling)
        expect(text, key).toBe(pricing.get(key.replace('plans.features.', 'features.')));
    });
  }
});
