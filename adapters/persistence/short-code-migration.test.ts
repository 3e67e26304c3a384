import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeShortCode } from '#domain/shared/index.ts';
import { MIGRATIONS_FOLDER } from './database.ts';

/** The migrations folder as it was before one migration (the journal cut at its index). */
const migrationsBefore = (tag: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'passdeck-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
};

describe('migration 0013: a short code for every pass issued before', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  it('gives existing passes codes of the alphabet, unique within each business', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    const before = migrationsBefore('0013_pass_short_codes');
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    const businesses = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'];
    for (const business of businesses) {
      await db.execute(sql`insert into businesses (id, created_at) values (${business}::uuid, now())`);
      await db.execute(sql`
        insert into cards (id, business_id, name, pass_type, content, is_published, created_at, updated_at)
        values (md5(${business})::uuid, ${business}::uuid, 'Card', 'stamp_card', '{}'::jsonb, true, now(), now())`);
      await db.execute(sql`
        insert into pass_holders (id, business_id, card_id, serial_number, authentication_token,
          barcode_message, created_at, updated_at)
        select md5(${business} || i)::uuid, ${business}::uuid, md5(${business})::uuid,
          md5('s' || ${business} || i), md5('t' || ${business} || i), md5('b' || ${business} || i), now(), now()
        from generate_series(1, 3000) as i`);
    }
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = (
      (await db.execute(sql`select business_id, short_code from pass_holders`)) as unknown as {
        rows: { business_id: string; short_code: string }[];
      }
    ).rows;
    expect(rows).toHaveLength(6000);
    for (const row of rows) expect(normalizeShortCode(row.short_code)).toBe(row.short_code);
    for (const business of businesses) {
      const codes = rows.filter((r) => r.business_id === business).map((r) => r.short_code);
      expect(new Set(codes).size).toBe(codes.length);
    }
    // Random, not one code for every row: 6,000 draws of 30^8 repeat with a chance of about 3 · 10^-5.
    expect(new Set(rows.map((r) => r.short_code)).size).toBe(6000);
    await client.close();
  }, 60_000);
});
