import type { PassHolder } from './pass-holder.ts';

/** Issued passes. Tokens and serials are unique across all businesses. */
export interface PassHolderRepository {
  insert(holder: PassHolder): Promise<void>;
  findByToken(cardId: string, authenticationToken: string): Promise<PassHolder | null>;
  findBySerial(serialNumber: string): Promise<PassHolder | null>;
}
