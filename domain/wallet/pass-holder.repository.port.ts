import type { GoogleObjectState, PassHolder } from './pass-holder.ts';

/** Issued passes. Tokens and serials are unique across all businesses. */
export interface PassHolderRepository {
  insert(holder: PassHolder): Promise<void>;
  findByToken(cardId: string, authenticationToken: string): Promise<PassHolder | null>;
  findBySerial(serialNumber: string): Promise<PassHolder | null>;
  /**
   * Adds the deltas to a business's holder in one statement (counters stay ≥ 0) and stamps
   * `updatedAt`; returns the holder before and after, or null when there is no such holder.
   */
  adjust(
    businessId: string,
    holderId: string,
    change: { stamps: number; points: number },
    at: Date,
  ): Promise<{ before: PassHolder; after: PassHolder } | null>;
  /** Records what happened to the holder's Google object (save link issued, saved, removed). */
  setGoogleState(serialNumber: string, state: GoogleObjectState): Promise<void>;
}
