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

/** A constant written into the SQL text, so the stored column's definition holds no parameters. */
const literal = (text: string): SQL => {
  if (text.includes("'")) throw new Error('a name-sort constant cannot hold a quote');
  return sql.raw(`'${text}'`);
};

/**
 * The definition of `pass_holders.name_key`, the customers' name sort key computed once per write
 * (folding a name costs too much to repeat for 100,000 rows at every sorted page): '1' and the
 * folded name, or '2' for a customer without a name, so that they come after the named ones.
 * The database keeps the definition it was created with (migration 0020): a change here needs a
 * new migration (`npm run db:generate`).
 */
export const nameKeyDefinition = (name: SQL): SQL => {
  const text = LIGATURES.reduce(
    (inner, [from, to]) => sql`replace(${inner}, ${literal(from)}, ${literal(to)})`,
    sql`translate(lower(${name}), ${literal(FROM)}, ${literal(TO)})`,
  );
  return sql`case when coalesce(${name}, '') = '' then '2' else '1' || ${text} end`;
};

/**
 * The order by the stored key, compared byte by byte (the C collation exists in every
 * PostgreSQL). Descending, the unnamed ('2') move to '0', so they still come last.
 */
export const nameSortKey = (nameKey: SQL | unknown, descending: boolean): SQL =>
  descending
    ? sql`(case when ${nameKey} = '2' then '0' else ${nameKey} end) collate "C"`
    : sql`${nameKey} collate "C"`;
