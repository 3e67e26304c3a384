export const GOOGLE_OBJECT_STATES = ['none', 'linked', 'saved', 'removed'] as const;
export type GoogleObjectState = (typeof GOOGLE_OBJECT_STATES)[number];

/** An issued pass (requirements §3 "pass user"): its identity on the phone and its loyalty state. */
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
  /**
   * The code printed under the QR code (the barcode's alternative text) that staff can type when
   * the camera fails: 8 characters without look-alikes, unique within the business.
   */
  readonly shortCode: string;
  readonly stamps: number;
  readonly points: number;
  readonly redeemedAt: Date | null;
  /** Rewards taken so far (scanner redemptions). */
  readonly rewardsRedeemed: number;
  /** Where the holder's Google object stands: a save link was issued, it was saved, or removed. */
  readonly googleState: GoogleObjectState;
  /** Contact details given by the business (add customer) or by the holder (data collection). */
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** Answers to the card's data-collection fields, by field key. */
  readonly data: Readonly<Record<string, CollectedValue>>;
  /** The code the holder must enter before getting the pass; null when none was issued. */
  readonly validationCode: string | null;
  readonly codeIssuedAt: Date | null;
  readonly validatedAt: Date | null;
  readonly dataCollectedAt: Date | null;
  /** The last message sent to the card's holders (shown on the pass's back). */
  readonly message: string | null;
  readonly messageAt: Date | null;
  /** When a wallet first took the pass; null while it was never installed. */
  readonly installedAt: Date | null;
  /** The card-testing wizard's test customer (requirements §2.3), whose pass the wizard checks. */
  readonly isTest: boolean;
  /** The first download of the pass file or save link; null while it was never downloaded. */
  readonly downloadedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** One answer of a data-collection form: text, a number, a yes/no or the ticked options. */
export type CollectedValue = string | number | boolean | readonly string[];

/**
 * A new holder of a card with fresh identifiers: serial number, pass token and QR value are
 * unguessable and never change afterwards; the short code is typeable (its uniqueness within the
 * business is the store's to guarantee).
 */
export const newPassHolder = (
  ids: { id(): string; secret(): string; code(): string },
  card: { id: string; businessId: string },
  now: Date,
  over: Partial<
    Pick<
      PassHolder,
      'name' | 'email' | 'phone' | 'data' | 'validationCode' | 'codeIssuedAt' | 'dataCollectedAt' | 'isTest'
    >
  > = {},
): PassHolder => ({
  id: ids.id(),
  businessId: card.businessId,
  cardId: card.id,
  serialNumber: ids.id(),
  authenticationToken: ids.secret(),
  barcodeMessage: ids.secret(),
  shortCode: ids.code(),
  stamps: 0,
  points: 0,
  redeemedAt: null,
  rewardsRedeemed: 0,
  googleState: 'none',
  name: '',
  email: '',
  phone: '',
  data: {},
  validationCode: null,
  codeIssuedAt: null,
  validatedAt: null,
  dataCollectedAt: null,
  message: null,
  messageAt: null,
  installedAt: null,
  isTest: false,
  downloadedAt: null,
  createdAt: now,
  updatedAt: now,
  ...over,
});

/**
 * What a holder has done of the card's requirements (requirements §4). A holder without a code was
 * never asked for one (the card had no validation when the pass was issued).
 */
export const holderProgress = (
  holder: Pick<PassHolder, 'validatedAt' | 'validationCode' | 'dataCollectedAt'>,
) => ({
  validated: holder.validatedAt !== null || holder.validationCode === null,
  dataCollected: holder.dataCollectedAt !== null,
});

/** The next step a customer must take before a pass can be issued (requirements §3 requirements reply). */
export type NextAction = 'validate_code' | 'collect_data' | 'download';

/** requirements §4 pass requirement flow, from the card's settings and what the holder has done so far. */
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
