import { sql, type SQL } from 'drizzle-orm';

/**
 * Characters the customers' name sort reads as another: capitals as small letters and Latin letters
 * without their accents (Á → a, Ł → l), Cyrillic capitals as small letters (й stays й: it is a
 * letter of its own). Built here rather than left to the database: lower() of a database in the C
 * locale (PGlite's) leaves non-ASCII capitals alone, and ICU collations or `unaccent` need not exist.
 */
const UNLIKE_DECOMPOSITION: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i', ŧ: 't' };
const foldChar = (ch: string): string => {
  const small = ch.toLowerCase();
  if (/\p{Script=Cyrillic}/u.test(ch)) return small;
  return UNLIKE_DECOMPOSITION[small] ?? small.normalize('NFD').replace(/\p{M}/gu, '');
};
const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const folded = [...codePoints(0xc0, 0x24f), ...codePoints(0x400, 0x4ff)]
  .map((ch) => [ch, foldChar(ch)] as const)
  .filter(([ch, to]) => to.length === 1 && to !== ch);
const FROM = folded.map(([ch]) => ch).join('');
const TO = folded.map(([, to]) => to).join('');
/** Letters that fold into two (after the capitals became small ones). */
const LIGATURES: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
];

/**
 * The customers' name sort key: the folded name compared byte by byte (the C collation exists in
 * every PostgreSQL), and customers without a name after the named ones whichever the direction.
 */
export const nameSortKey = (name: SQL | unknown, descending: boolean): SQL => {
  const text = LIGATURES.reduce(
    (inner, [from, to]) => sql`replace(${inner}, ${from}, ${to})`,
    sql`translate(lower(${name}), ${FROM}, ${TO})`,
  );
  const unnamed = descending ? '0' : '2';
  return sql`(case when coalesce(${name}, '') = '' then ${unnamed}::text else '1' || ${text} end) collate "C"`;
};
