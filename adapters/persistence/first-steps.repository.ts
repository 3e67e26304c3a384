import { sql } from 'drizzle-orm';
import type { FirstStepFacts, FirstStepFactsReader } from '#domain/dashboard/index.ts';
import type { AppDatabase } from './database.ts';

interface FactsRow {
  cards: boolean;
  published_card_id: string | null;
  test_customer: boolean;
  scanners: boolean;
  scans: boolean;
}

/**
 * The first-run checklist's facts in one round trip, each an indexed `exists`. A scanner counts
 * as paired once a device has signed in with its key, not when the key is merely generated.
 */
export const createFirstStepFactsReader = (db: AppDatabase): FirstStepFactsReader => ({
  async facts(businessId): Promise<FirstStepFacts> {
    const result = await db.execute(sql`
      select
        exists (select 1 from cards where business_id = ${businessId} and deleted_at is null) as cards,
        (select id from cards where business_id = ${businessId} and deleted_at is null and is_published
          order by published_at desc nulls last limit 1) as published_card_id,
        exists (select 1 from pass_holders where business_id = ${businessId} and is_test) as test_customer,
        exists (select 1 from scanner_devices where business_id = ${businessId} and revoked_at is null
          and last_used_at is not null) as scanners,
        exists (select 1 from holder_ledger where business_id = ${businessId} and actor_type = 'device') as scans
    `);
    const [row] = (result as unknown as { rows: FactsRow[] }).rows;
    return {
      cards: Boolean(row?.cards),
      publishedCardId: row?.published_card_id ?? null,
      testCustomer: Boolean(row?.test_customer),
      scanners: Boolean(row?.scanners),
      scans: Boolean(row?.scans),
    };
  },
});
