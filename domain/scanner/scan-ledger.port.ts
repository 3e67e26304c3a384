import type { Result } from '../shared/result.ts';
import type { PassHolder } from '../wallet/index.ts';
import type { HolderBalance } from './scan-rules.ts';

/** Who changed a pass: a scanner device or a dashboard user. */
export interface ScanActor {
  readonly type: 'device' | 'user';
  readonly id: string;
}

/** A pass by the code its QR carries (scanner) or by its id (dashboard). */
export type HolderTarget = { readonly barcode: string } | { readonly holderId: string };

/** Changes of passes with their ledger (SPEC issue 7: balances always equal the ledger). */
export interface ScanLedger {
  find(businessId: string, target: HolderTarget): Promise<PassHolder | null>;
  /**
   * In one transaction: a known idempotency key returns the stored outcome (`replayed`) and
   * changes nothing; otherwise the holder row is locked, `decide` gives the new balance, and the
   * holder and a ledger row are written. Null when the business has no such pass.
   */
  apply(input: {
    readonly businessId: string;
    readonly target: HolderTarget;
    readonly actor: ScanActor;
    readonly action: string;
    readonly notes: string;
    readonly idempotencyKey: string | null;
    readonly at: Date;
    readonly decide: (holder: PassHolder) => Result<HolderBalance>;
  }): Promise<Result<{ before: PassHolder; after: PassHolder; replayed: boolean }> | null>;
}
