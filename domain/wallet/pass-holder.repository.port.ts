import type { CollectedValue, GoogleObjectState, PassHolder } from './pass-holder.ts';

/** Issued passes. Tokens and serials are unique across all businesses. */
export interface PassHolderRepository {
  /** Stores a new holder; the stored one comes back (the store may draw a new short code on a repeat). */
  insert(holder: PassHolder): Promise<PassHolder>;
  /** The pass with this token, of the card `cardId` (of any card when `null`: a token is unique). */
  findByToken(cardId: string | null, authenticationToken: string): Promise<PassHolder | null>;
  findBySerial(serialNumber: string): Promise<PassHolder | null>;
  findById(businessId: string, holderId: string): Promise<PassHolder | null>;
  findByCode(cardId: string, validationCode: string): Promise<PassHolder | null>;
  /** The newest holder of a card with this email (invitations re-use it). */
  findByEmail(cardId: string, email: string): Promise<PassHolder | null>;
  /** Marks the code as used, only if it was not used yet (one statement); null when it was. */
  markValidated(holderId: string, validationCode: string, at: Date): Promise<PassHolder | null>;
  /** Gives a business's holder a new code, which must be entered again. */
  replaceCode(
    businessId: string,
    holderId: string,
    validationCode: string,
    at: Date,
  ): Promise<PassHolder | null>;
  /** Stores the holder's answers (replacing earlier ones) and the contact details found in them. */
  saveData(
    holderId: string,
    answers: {
      data: Readonly<Record<string, CollectedValue>>;
      name?: string;
      email?: string;
      phone?: string;
    },
    at: Date,
  ): Promise<PassHolder | null>;
  /** Stamps the first download of the holder's pass (later downloads keep the first time). */
  markDownloaded(holderId: string, at: Date): Promise<void>;
  /** Stamps the first install of the holder's pass (later installs keep the first time). */
  markInstalled(serialNumber: string, at: Date): Promise<void>;
  /** Records what happened to the holder's Google object (save link issued, saved, removed). */
  setGoogleState(serialNumber: string, state: GoogleObjectState): Promise<void>;
}
