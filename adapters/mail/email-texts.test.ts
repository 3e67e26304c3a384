import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';

const LOCALES = join(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
    )
    .sort();
const emailFile = (language: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, 'email.json'), 'utf8')) as Tree;

// locales.test.ts only asks that no key of English is missing; a key only one translation has is
// dead text no mail shows, so here the key sets must be equal.
describe('email texts', () => {
  const languages = readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((language) => readdirSync(join(LOCALES, language)).includes('email.json'));

  it('are loaded for every language that has an email.json', () => {
    expect([...languages].sort()).toEqual([...SITE_LANGUAGES].sort());
  });

  for (const language of languages) {
    it(`${language}/email.json has exactly the keys of en/email.json`, () => {
      expect(keysOf(emailFile(language))).toEqual(keysOf(emailFile('en')));
    });
  }
});
