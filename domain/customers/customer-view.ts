import { z } from 'zod';
import { DATA_FIELD_TYPES, type CardContent } from '../cards/index.ts';
import {
  allowedScanActions,
  levelsOf,
  LedgerPurchaseSchema,
  PassOfCardSchema,
  rewardsAvailable,
  SCAN_ACTIONS,
  type ScanActionId,
} from '../scanner/index.ts';
import { loyaltyKindOf, normalizeLoyaltySettings } from '../cards/index.ts';
import { pointsToNextLevel } from '../loyalty/index.ts';
import type { CollectedValue } from '../wallet/index.ts';
import {
  CUSTOMER_STATUSES,
  customerStatusOf,
  WALLET_KINDS,
  walletKindOf,
  type CustomerRecord,
  type LedgerEntry,
} from './customer-directory.ts';

const AnswerSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()).readonly()]);

/** The counter a card is about, for a one-line balance: stamps, points, the coupon, or none. */
export const BALANCE_KINDS = ['stamps', 'points', 'coupon'] as const;

/** A row of the customers table, ready for JSON (dates as ISO strings). */
export const CustomerViewSchema = PassOfCardSchema.extend({
  email: z.string(),
  phone: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  wallet: z.enum(WALLET_KINDS),
  balanceKind: z.enum(BALANCE_KINDS).nullable(),
  stamps: z.number().int(),
  points: z.number().int(),
  rewardsRedeemed: z.number().int(),
  couponRedeemedAt: z.string().nullable(),
  /** Data-collection answers by field key. */
  data: z.record(z.string(), AnswerSchema),
  validationCode: z.string().nullable(),
  validated: z.boolean(),
  installedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  createdAt: z.string(),
  /** The card-testing wizard's test customer: the owner's own pass, left out of counts and segments. */
  isTest: z.boolean(),
});
export type CustomerView = z.infer<typeof CustomerViewSchema>;

/** One page of the customers table and the number of matching customers. */
export const CustomerPageSchema = z.object({
  items: z.array(CustomerViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

export type BalanceKind = CustomerView['balanceKind'];

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
  words: { yes: string; no: string; separator: string; decimalMark?: string },
): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(words.separator);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && words.decimalMark) return String(value).replace('.', words.decimalMark);
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
  isTest: c.isTest,
});

/** One answer of the card's data-collection form, labelled. */
const CollectedAnswerSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(DATA_FIELD_TYPES),
  value: AnswerSchema.nullable(),
});
export type CollectedAnswer = z.infer<typeof CollectedAnswerSchema>;

/** What the details add to a customer's row (requirements §3 pass user details). */
export const CustomerDetailsFieldsSchema = z.object({
  maxStamps: z.number().int().nullable(),
  pointsToRedeem: z.number().int().nullable(),
  level: z.string().nullable(),
  nextLevel: z.string().nullable(),
  pointsToNextLevel: z.number().int().nullable(),
  rewardsAvailable: z.number().int(),
  allowedActions: z.array(z.enum(SCAN_ACTIONS)),
  answers: z.array(CollectedAnswerSchema),
  codeIssuedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
  /** The 8-character code printed under the pass's QR code, which staff can type at a scanner. */
  shortCode: z.string(),
  /** The newest ledger entries, newest first. */
  history: z.array(
    z.object({
      id: z.string(),
      actorType: z.enum(['device', 'user']),
      actorName: z.string(),
      action: z.string(),
      stampsDelta: z.number().int(),
      pointsDelta: z.number().int(),
      stampsAfter: z.number().int(),
      pointsAfter: z.number().int(),
      purchase: LedgerPurchaseSchema.nullable().describe(
        'A purchase\'s amount ("12.5"), its currency and the items rung up; null for other actions',
      ),
      notes: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** The customer details view (requirements §3 pass user details). */
export const CustomerDetailsSchema = CustomerViewSchema.extend(CustomerDetailsFieldsSchema.shape);
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

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
    shortCode: c.shortCode,
    history: history.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
};

/**
 * Whether an owner's correction from the dashboard is asked about before it counts: adding more
 * stamps than one whole card holds. Corrections have no per-scan cap (requirements §7: up to
 * 100,000), but a typed 1250 meant as 12 would otherwise fill 125 cards unasked.
 */
export const correctionToConfirm = <D extends Pick<CustomerDetails, 'maxStamps'>>(
  details: D,
  actionId: ScanActionId,
  value: number,
): details is D & { readonly maxStamps: number } =>
  actionId === 'add_stamp' && details.maxStamps !== null && value > details.maxStamps;
