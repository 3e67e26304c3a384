export const GOOGLE_OBJECT_STATES = ['none', 'linked', 'saved', 'removed'] as const;
export type GoogleObjectState = (typeof GOOGLE_OBJECT_STATES)[number];

/** An issued pass (SPEC "pass user"): its identity on the phone and its loyalty state. */
export interface PassHolder {
  readonly id: string;
  readonly businessId: string;
  readonly cardId: string;
  /** Apple serialNumber and Google object suffix; never changes once issued. */
  readonly serialNumber: string;
  /** Apple authenticationToken (≥ 16 characters); also the holder token in pass URLs. */
  readonly authenticationToken: string;
  /** The opaque, unguessable value in the QR code. */
  readonly barcodeMessage: string;
  readonly stamps: number;
  readonly points: number;
  readonly redeemedAt: Date | null;
  /** Where the holder's Google object stands: a save link was issued, it was saved, or removed. */
  readonly googleState: GoogleObjectState;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The next step a customer must take before a pass can be issued (SPEC §3 requirements reply). */
export type NextAction = 'validate_code' | 'collect_data' | 'download';

/** SPEC §4 pass requirement flow, from the card's settings and what the holder has done so far. */
export const nextActionFor = (
  card: {
    validation: { enabled: boolean };
    dataCollection: { enabled: boolean; fields: readonly unknown[] };
  },
  progress: { validated: boolean; dataCollected: boolean },
): NextAction => {
  if (card.validation.enabled && !progress.validated) return 'validate_code';
  if (card.dataCollection.enabled && card.dataCollection.fields.length > 0 && !progress.dataCollected)
    return 'collect_data';
  return 'download';
};
