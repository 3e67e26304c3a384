import type { AppDatabase } from './database.ts';
import { createActivityReader } from './activity.repository.ts';
import {
  appleRegistrations,
  cardMessages,
  holderLedger,
  passHolders,
  scannerDevices,
  users,
} from './schema.ts';

/** Rows per insert statement: few round trips, and far below PostgreSQL's 65,535 parameters. */
const BATCH = 250;

const inBatches = async <T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
};

/** A backdated demo history, row for row as the product's own writes store it. */
export interface DemoSeedRows {
  readonly devices: readonly (typeof scannerDevices.$inferInsert)[];
  readonly holders: readonly (typeof passHolders.$inferInsert)[];
  readonly registrations: readonly (typeof appleRegistrations.$inferInsert)[];
  readonly ledger: readonly (typeof holderLedger.$inferInsert)[];
  readonly messages: readonly (typeof cardMessages.$inferInsert)[];
}

/**
 * Writes for the demo business: its history is inserted directly (with its past dates) instead
 * of replaying thousands of scans through the API, which would take minutes at start.
 */
export const createDemoSeedRepository = (db: AppDatabase) => ({
  /** Whether anyone has an account: the demo is only made on an empty database. */
  async hasUsers(): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).limit(1);
    return row !== undefined;
  },
  /** All of it or nothing, then the dashboard's hourly rollup as a running server keeps it. */
  async insertHistory(rows: DemoSeedRows, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      if (rows.devices.length) await tx.insert(scannerDevices).values([...rows.devices]);
      await inBatches(rows.holders, (batch) => tx.insert(passHolders).values(batch));
      await inBatches(rows.registrations, (batch) => tx.insert(appleRegistrations).values(batch));
      await inBatches(rows.ledger, (batch) => tx.insert(holderLedger).values(batch));
      if (rows.messages.length) await tx.insert(cardMessages).values([...rows.messages]);
    });
    await createActivityReader(db).rollUp(now);
  },
});
