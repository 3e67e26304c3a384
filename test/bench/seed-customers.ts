// The customer data set of issue 8 (100,000 holders, 1,000,000 ledger rows by default), made in
// the database with generate_series so that it takes seconds, not an hour of single inserts.
// Used by customers.bench.ts; also runs alone against the configured database:
//   node test/bench/seed-customers.ts --email demo@passdeck.app [--holders 100000] [--ledger 1000000]
// (DATABASE_URL for PostgreSQL, else the PGlite folder DATA_DIR, default ./data).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createActivityReader } from '#adapters/persistence/activity.repository.ts';
import { openDatabase, type AppDatabase } from '#adapters/persistence/database.ts';

export interface SeedSize {
  readonly holders: number;
  readonly ledgerRows: number;
}

const DAY = "interval '1 day'";

/**
 * Adds `holders` customers spread over the business's cards (created over the last 180 days,
 * 80 % installed, half of them on an Apple device, a quarter saved in Google Wallet, some
 * answering a select field) and `ledgerRows` counter changes over the last 90 days (stamps,
 * purchases, rewards, coupons; mostly from a scanner). Balances are then set to the ledger's sums,
 * so they explain themselves like real ones.
 */
export const seedCustomers = async (
  db: AppDatabase,
  businessId: string,
  cardIds: readonly string[],
  size: SeedSize,
  now = new Date(),
): Promise<void> => {
  const at = now.toISOString();
  const cards = sql.raw(`array[${cardIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  const n = cardIds.length;
  // Ids derive from the row number so that ledger rows can pick a holder without a lookup.
  await db.execute(sql`
    insert into pass_holders (id, business_id, card_id, serial_number, authentication_token,
      barcode_message, short_code, name, email, phone, data, google_state, apple_devices, installed_at, created_at, updated_at)
    select md5(${businessId} || 'h' || i)::uuid, ${businessId}::uuid, (${cards})[1 + i % ${n}],
      'SEED' || md5(${businessId} || 's' || i), md5(${businessId} || 't' || i) || md5('t' || i),
      md5(${businessId} || 'b' || i) || md5('b' || i), 'B' || lpad(i::text, 7, '0'),
      (array['Anna','Ben','Chloé','Dawid','Emma','Farid','Greta','Hugo','Iryna','João'])[1 + i % 10]
        || ' ' || (array['Nowak','Smith','Müller','García','de Vries','Silva','Kowalenko','Rossi'])[1 + (i / 10) % 8]
        || ' ' || i,
      'customer' || i || '@example.com',
      case when i % 3 = 0 then '+48 600 ' || lpad((i % 1000000)::text, 6, '0') else '' end,
      case when i % 4 = 0 then jsonb_build_object('favourite', (array['Espresso','Latte','Tea'])[1 + i % 3])
           else '{}'::jsonb end,
      case when i % 4 = 1 then 'saved' else 'none' end,
      case when i % 5 <> 0 and i % 2 = 0 then 1 else 0 end,
      case when i % 5 <> 0 then ${at}::timestamptz - (i % 180) * ${sql.raw(DAY)} + interval '1 hour' end,
      ${at}::timestamptz - (i % 180) * ${sql.raw(DAY)}, ${at}::timestamptz
    from generate_series(1, ${size.holders}) as i`);
  await db.execute(sql`
    insert into apple_registrations (device_library_id, serial_number, push_token, created_at)
    select 'seed-device-' || i, 'SEED' || md5(${businessId} || 's' || i), md5('p' || i), ${at}::timestamptz
    from generate_series(1, ${size.holders}) as i where i % 5 <> 0 and i % 2 = 0`);
  await db.execute(sql`
    insert into holder_ledger (business_id, holder_id, card_id, actor_type, actor_id, action,
      stamps_delta, points_delta, stamps_after, points_after, rewards_redeemed_after, notes, created_at)
    select ${businessId}::uuid, md5(${businessId} || 'h' || h)::uuid, (${cards})[1 + h % ${n}],
      case when j % 10 = 0 then 'user' else 'device' end, 'seed',
      case when j % 20 < 12 then 'add_stamp' when j % 20 < 17 then 'purchase'
           when j % 20 < 19 then 'redeem_reward' else 'redeem_coupon' end,
      case when j % 20 < 12 then 1 else 0 end, case when j % 20 between 12 and 16 then 1 + j % 9 else 0 end,
      0, 0, 0, '', ${at}::timestamptz - ((j * 7919) % (90 * 24 * 60)) * interval '1 minute'
    from generate_series(1::bigint, ${size.ledgerRows}) as j,
      lateral (select (1 + (j * 104729) % ${size.holders})::int as h) pick`);
  await db.execute(sql`
    update pass_holders p set stamps = s.stamps, points = s.points, rewards_redeemed = s.rewards,
      last_activity_at = s.last
    from (select holder_id, sum(stamps_delta)::int as stamps, sum(points_delta)::int as points,
            count(*) filter (where action = 'redeem_reward')::int as rewards,
            max(created_at) as last
          from holder_ledger where business_id = ${businessId}::uuid group by holder_id) s
    where p.id = s.holder_id`);
  // The dashboard's hourly rollup, as a running server keeps it.
  await createActivityReader(db).rollUp(now);
  await db.execute(sql`analyze`);
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      holders: { type: 'string', default: '100000' },
      ledger: { type: 'string', default: '1000000' },
    },
  });
  if (!values.email) throw new Error('--email of the business owner is required');
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { dataDir: process.env.DATA_DIR ?? 'data' },
  );
  try {
    const found = await database.db.execute(sql`
      select u.business_id, array_agg(c.id) as card_ids from users u
      join cards c on c.business_id = u.business_id and c.deleted_at is null and c.is_published
      where u.email = ${values.email} group by u.business_id`);
    const [row] = (found as unknown as { rows: { business_id: string; card_ids: string[] }[] }).rows;
    if (!row) throw new Error(`no business with published cards for ${values.email}`);
    const started = Date.now();
    await seedCustomers(database.db, row.business_id, row.card_ids, {
      holders: Number(values.holders),
      ledgerRows: Number(values.ledger),
    });
    console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
};

if (import.meta.main) await main();
