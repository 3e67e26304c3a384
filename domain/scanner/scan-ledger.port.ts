import { z } from 'zod';
import type { Result } from '../shared/result.ts';
import type { PassHolder } from '../wallet/index.ts';
import type { HolderBalance } from './scan-rules.ts';

/** Who changed a pass: a scanner device or a dashboard user. */
export interface ScanActor {
  readonly type: 'device' | 'user';
  readonly id: string;
  /** The scanner device's name (the ledger's default note says where a scan happened). */
  readonly name?: string;
}

/** A pass by the code its QR carries or the short code under it (scanner), or by its id (dashboard). */
export type HolderTarget =
  { readonly barcode: string } | { readonly shortCode: string } | { readonly holderId: string };

/**
 * What a purchase was, kept on its ledger row so that the customer's history can say it ("12.50 EUR,
 * 2 × latte"): the amount as counted ("12.5"; "0" when only items were rung up), the currency it
 * counted in (the one sent, else the points rule's; null with neither), and the items rung up.
 */
export const LedgerPurchaseSchema = z.object({
  amount: z.string(),
  currency: z.string().nullable(),
  items: z.array(z.object({ key: z.string(), quantity: z.string() })),
});
export type LedgerPurchase = z.infer<typeof LedgerPurchaseSchema>;

/** One row of a pass's ledger, as an undo and the scanner's refusals read it. */
export interface ScanLedgerEntry {
  /** The row's id (a decimal string: ledger ids are 64-bit). */
  readonly id: string;
  readonly holderId: string;
  readonly actor: ScanActor;
  /** The scanner device's name when a device made the change. */
  readonly deviceName: string | null;
  readonly action: string;
  readonly stampsDelta: number;
  readonly pointsDelta: number;
  readonly at: Date;
}

/** A change as written (or replayed). */
export interface AppliedScan {
  readonly before: PassHolder;
  readonly after: PassHolder;
  readonly replayed: boolean;
  /**
   * The ledger row of the change (of the first outcome, when replayed), with its action and the
   * request its idempotency key was first used for (null when the row keeps none).
   */
  readonly entry: {
    readonly id: string;
    readonly at: Date;
    readonly action: string;
    readonly request: string | null;
  };
  /** The pass's Apple push tokens, when the store read them in the same step as the write. */
  readonly pushTokens?: readonly string[];
}

/** Changes of passes with their ledger (requirements §11, issue 7: balances always equal the ledger). */
export interface ScanLedger {
  find(businessId: string, target: HolderTarget): Promise<PassHolder | null>;
  /** A ledger row of the business by id; null when unknown. */
  entry(businessId: string, entryId: string): Promise<ScanLedgerEntry | null>;
  /** The latest ledger row of a pass with this action (who redeemed a coupon, and when). */
  lastEntry(businessId: string, holderId: string, action: string): Promise<ScanLedgerEntry | null>;
  /**
   * Atomically: a known idempotency key returns the stored outcome (`replayed`) and changes
   * nothing; otherwise `decide` gives the new balance from the current one, and the holder and a
   * ledger row are written together, never over a balance that changed meanwhile (concurrent
   * scans of one pass are all counted). `seen` is the holder as the caller just read it, a first
   * guess that saves a read. Null when the business has no such pass.
   */
  apply(input: {
    readonly businessId: string;
    readonly target: HolderTarget;
    readonly actor: ScanActor;
    readonly action: string;
    readonly notes: string;
    readonly idempotencyKey: string | null;
    /** What was asked, in one canonical form, kept with the key: a replay must ask the same. */
    readonly request: string | null;
    /** A purchase's amount and items, for the history; null for other actions. */
    readonly purchase?: LedgerPurchase | null;
    readonly at: Date;
    readonly decide: (holder: PassHolder) => Result<HolderBalance>;
    readonly seen?: PassHolder;
  }): Promise<Result<AppliedScan> | null>;
}
