import type { CardContent, DataField } from '../cards/index.ts';
import { allowedScanActions, levelsOf, rewardsAvailable, type ScanActionId } from '../scanner/index.ts';
import { loyaltyKindOf, normalizeLoyaltySettings } from '../cards/index.ts';
import { pointsToNextLevel } from '../loyalty/index.ts';
import type { CollectedValue } from '../wallet/index.ts';
import {
  customerStatusOf,
  walletKindOf,
  type CustomerRecord,
  type CustomerStatus,
  type LedgerEntry,
  type WalletKind,
} from './customer-directory.ts';

/** A row of the customers table, ready for JSON. */
export interface CustomerView {
  readonly id: string;
  readonly cardId: string;
  readonly cardName: string;
  readonly passType: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly status: CustomerStatus;
  readonly wallet: WalletKind;
  /** The counter the card is about, for a one-line balance: stamps, points, the coupon, or none. */
  readonly balanceKind: BalanceKind;
  readonly stamps: number;
  readonly points: number;
  readonly rewardsRedeemed: number;
  readonly couponRedeemedAt: string | null;
  readonly data: Readonly<Record<string, CollectedValue>>;
  readonly validationCode: string | null;
  readonly validated: boolean;
  readonly installedAt: string | null;
  readonly lastActivityAt: string | null;
  readonly createdAt: string;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export type BalanceKind = 'stamps' | 'points' | 'coupon' | null;

/** Stamp cards count stamps, point and level cards points, a coupon is redeemed or not. */
export const balanceKindOf = (c: Pick<CustomerRecord, 'passType' | 'loyaltyCardType'>): BalanceKind => {
  if (c.passType === 'coupon') return 'coupon';
  const kind = loyaltyKindOf(c.passType, c.loyaltyCardType);
  return kind === 'stamp' ? 'stamps' : kind === 'point' || kind === 'level' ? 'points' : null;
};

/**
 * An answer as text: lists joined, yes/no in the reader's words, '' when unanswered (the export
 * writes English, the screens their language).
 */
export const answerText = (
  value: CollectedValue | number | string | boolean | null | undefined,
  words: { yes: string; no: string; separator: string },
): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(words.separator);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return String(value);
};

export const toCustomerView = (c: CustomerRecord): CustomerView => ({
  id: c.id,
  cardId: c.cardId,
  cardName: c.cardName,
  passType: c.passType,
  name: c.name,
  email: c.email,
  phone: c.phone,
  status: customerStatusOf(c),
  wallet: walletKindOf(c),
  balanceKind: balanceKindOf(c),
  stamps: c.stamps,
  points: c.points,
  rewardsRedeemed: c.rewardsRedeemed,
  couponRedeemedAt: iso(c.redeemedAt),
  data: c.data,
  validationCode: c.validationCode,
  validated: c.validatedAt !== null,
  installedAt: iso(c.installedAt),
  lastActivityAt: iso(c.lastActivityAt),
  createdAt: c.createdAt.toISOString(),
});

/** One answer of the card's data-collection form, labelled. */
export interface CollectedAnswer {
  readonly key: string;
  readonly label: string;
  readonly type: DataField['type'];
  readonly value: CollectedValue | null;
}

/** The customer details view (requirements §3 pass user details). */
export interface CustomerDetails extends CustomerView {
  readonly maxStamps: number | null;
  readonly pointsToRedeem: number | null;
  readonly level: string | null;
  readonly nextLevel: string | null;
  readonly pointsToNextLevel: number | null;
  readonly rewardsAvailable: number;
  readonly allowedActions: ScanActionId[];
  readonly answers: CollectedAnswer[];
  readonly codeIssuedAt: string | null;
  readonly validatedAt: string | null;
  readonly history: (Omit<LedgerEntry, 'createdAt'> & { readonly createdAt: string })[];
}

/**
 * The details of a customer: the counters as the card reads them (stamps out of the card's
 * maximum, level and next level), the answers with the questions' labels (answers to questions
 * since removed keep their key as label), and the newest ledger entries.
 */
export const toCustomerDetails = (
  c: CustomerRecord,
  card: CardContent,
  history: readonly LedgerEntry[],
): CustomerDetails => {
  const settings = normalizeLoyaltySettings(card.loyaltySettings);
  const actions = allowedScanActions(card);
  const balance = {
    stamps: c.stamps,
    points: c.points,
    rewardsRedeemed: c.rewardsRedeemed,
    redeemedAt: c.redeemedAt,
  };
  const { level, nextLevel } = levelsOf(card, balance);
  const fields = card.dataCollection.fields;
  const known = new Set(fields.map((f) => f.key));
  const answers: CollectedAnswer[] = [
    ...fields.map((f) => ({ key: f.key, label: f.label, type: f.type, value: c.data[f.key] ?? null })),
    ...Object.entries(c.data)
      .filter(([key]) => !known.has(key))
      .map(([key, value]) => ({ key, label: key, type: 'text' as const, value })),
  ];
  return {
    ...toCustomerView(c),
    maxStamps: actions.includes('add_stamp') ? settings.maxStamps : null,
    pointsToRedeem:
      actions.includes('redeem_reward') && !actions.includes('add_stamp') ? settings.pointsToRedeem : null,
    level,
    nextLevel,
    pointsToNextLevel: level === null ? null : pointsToNextLevel(c.points, settings.levels),
    rewardsAvailable: rewardsAvailable(card, balance),
    allowedActions: actions,
    answers,
    codeIssuedAt: iso(c.codeIssuedAt),
    validatedAt: iso(c.validatedAt),
    history: history.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
};
