import {
  loyaltyKindOf,
  normalizeLoyaltySettings,
  stampRewardsReady,
  type CardContent,
} from '../cards/index.ts';
import {
  calculateItemPoints,
  calculateSpendPoints,
  resolveLevel,
  type AccrualConfig,
  type PurchaseLine,
} from '../loyalty/index.ts';
import { toDecimal } from '../shared/decimal.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';

/** What staff can do to a pass at the counter (requirements §7 scanner action). */
export const SCAN_ACTIONS = [
  'add_stamp',
  'add_points',
  'purchase',
  'redeem_reward',
  'redeem_coupon',
] as const;
export type ScanActionId = (typeof SCAN_ACTIONS)[number];

/** Message codes of scanning (texts in locales/<lang>/errors.json). */
export const SCAN_ERRORS = Object.freeze({
  passNotFound: 'scanner.pass_not_found',
  actionNotAllowed: 'scanner.action_not_allowed',
  couponRedeemed: 'scanner.coupon_already_redeemed',
  noReward: 'scanner.no_reward',
  valueInvalid: 'scanner.value_invalid',
  amountInvalid: 'scanner.amount_invalid',
  currencyMismatch: 'scanner.currency_mismatch',
  overLimit: 'scanner.over_limit',
  confirmationRequired: 'scanner.confirmation_required',
  undoNotFound: 'scanner.undo_not_found',
  undoExpired: 'scanner.undo_expired',
  undoUnavailable: 'scanner.undo_unavailable',
  keyReused: 'scanner.idempotency_key_reused',
  quantityInvalid: 'scanner.quantity_invalid',
  itemUnknown: 'scanner.item_unknown',
  nothingBought: 'scanner.nothing_bought',
});

/** The counters of a pass that scans change. */
export interface HolderBalance {
  readonly stamps: number;
  readonly points: number;
  /** Rewards taken so far (cards that keep their stamps after a redemption count them here). */
  readonly rewardsRedeemed: number;
  readonly redeemedAt: Date | null;
}

/** One action as staff send it. */
export interface ScanRequest {
  readonly actionId: ScanActionId;
  readonly value?: number;
  readonly amount?: string | number;
  /** The amount's currency, when the client names it: it must be the one the points rule counts in. */
  readonly currency?: string;
  readonly items?: readonly PurchaseLine[];
  /** Staff confirmed a count above the card's confirmation threshold. */
  readonly confirmed?: boolean;
}

/** How many stamps one scan of a card may add, and from how many on staff confirm first. */
export const stampLimitsOf = (card: CardContent): { max: number; confirmAbove: number } | null => {
  if (loyaltyKindOf(card.passType, card.loyaltyCardType) !== 'stamp') return null;
  const settings = normalizeLoyaltySettings(card.loyaltySettings);
  return { max: settings.maxStampsPerScan, confirmAbove: settings.confirmStampsAbove };
};

/** Separators a reader takes for a space between groups of thousands (Polish and Ukrainian write one). */
const SPACE_GROUP = /^[\s\u00A0\u202F]$/;

/**
 * A purchase amount as staff type it, written plainly ("1234.5"), or null: up to 9 digits and at
 * most 2 decimals, with a point or a comma (a German till writes 12,50). With the till language's
 * `groupSeparator`, thousands may be grouped as that language groups them ("1.234,56" in Spanish,
 * "1,234.56" in English, "1 234,56" in Polish); any other grouping is refused, so a German
 * "1,234" is never read as 1234. Anything else is refused, never read as another number.
 */
export const purchaseAmountText = (text: string, groupSeparator?: string): string | null => {
  const typed = text.trim();
  const plain = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed);
  if (plain) return plain[2] ? `${plain[1]}.${plain[2]}` : plain[1]!;
  const grouped = /^(\d{1,3})((?:\D\d{3})+)(?:([.,])(\d{1,2}))?$/.exec(typed);
  if (!groupSeparator || !grouped) return null;
  const separators = new Set(grouped[2]!.replace(/\d/g, ''));
  const groupedAs = (separator: string) =>
    separator === groupSeparator || (SPACE_GROUP.test(separator) && SPACE_GROUP.test(groupSeparator));
  if (![...separators].every(groupedAs) || separators.has(grouped[3] ?? '')) return null;
  const whole = grouped[1]! + grouped[2]!.replace(/\D/g, '');
  if (whole.length > 9) return null;
  return grouped[4] ? `${whole}.${grouped[4]}` : whole;
};

/** Whether `purchaseAmountText` reads the text as an amount (without grouped thousands, as the API takes it). */
export const isPurchaseAmount = (text: string): boolean => purchaseAmountText(text) !== null;

/** The amount as a number (comma or point decimals); call it on an amount `isPurchaseAmount` accepts. */
export const purchaseAmountValue = (text: string): number => Number(text.trim().replace(',', '.'));

/**
 * What is wrong with a purchase as the scanner's form holds it, before it is sent: an amount that
 * is not one (grouped as `groupSeparator` says, see `purchaseAmountText`), or nothing bought at
 * all (no amount above 0 and no item counted), which would be recorded as an empty purchase.
 * Null when it can be sent.
 */
export const purchaseEntryProblem = (
  amount: string,
  items: readonly { quantity: number }[],
  groupSeparator?: string,
): 'amount_invalid' | 'nothing_bought' | null => {
  const read = purchaseAmountText(amount, groupSeparator);
  if (amount.trim() && read === null) return 'amount_invalid';
  const spent = read !== null && Number(read) > 0;
  return spent || items.some((item) => item.quantity > 0) ? null : 'nothing_bought';
};

/** The most of one item the scanner counts in a purchase. */
export const MAX_ITEM_QUANTITY = 999;

/** A quantity of one item in a purchase: a whole number from 0 to MAX_ITEM_QUANTITY (a number box's text is not one). */
export const isItemQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_ITEM_QUANTITY;

/**
 * An item's quantity as the API takes it: from 0 to MAX_ITEM_QUANTITY written plainly, with up to
 * three decimals for goods sold by weight (0.5 kg of beans). Signs, exponents and 0x are refused:
 * "0x10" would otherwise count as 16.
 */
export const isItemQuantityInput = (value: string | number): boolean => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return /^\d{1,3}(?:[.,]\d{1,3})?$/.test(text) && Number(text.replace(',', '.')) <= MAX_ITEM_QUANTITY;
};

/** The most one change may add or take (stamps, points, a purchase amount). */
export const MAX_SCAN_VALUE = 100_000;

/** A count staff may add in one change: a whole number from 1 to MAX_SCAN_VALUE (a number box's text is not one). */
export const isScanCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_SCAN_VALUE;
const MAX_BALANCE = 1_000_000_000;

/** The actions that fit a card (requirements §1: a coupon once, loyalty cards again and again, flyers never). */
export const allowedScanActions = (
  card: Pick<CardContent, 'passType' | 'loyaltyCardType'>,
): ScanActionId[] => {
  if (card.passType === 'coupon') return ['redeem_coupon'];
  const kind = loyaltyKindOf(card.passType, card.loyaltyCardType);
  if (kind === 'stamp') return ['add_stamp', 'redeem_reward'];
  if (kind === 'point') return ['add_points', 'purchase', 'redeem_reward'];
  if (kind === 'level') return ['add_points', 'purchase'];
  return [];
};

/** Rewards a holder can take now: full stamp cards, or blocks of `pointsToRedeem` points. */
export const rewardsAvailable = (card: CardContent, balance: HolderBalance): number => {
  const settings = normalizeLoyaltySettings(card.loyaltySettings);
  const kind = loyaltyKindOf(card.passType, card.loyaltyCardType);
  if (kind === 'stamp') return stampRewardsReady(settings, balance.stamps, balance.rewardsRedeemed);
  if (kind === 'point') return Math.floor(balance.points / settings.pointsToRedeem);
  return 0;
};

/** The level and next level of a level card (requirements §3 level rules); null for other kinds. */
export const levelsOf = (card: CardContent, balance: HolderBalance) => {
  if (loyaltyKindOf(card.passType, card.loyaltyCardType) !== 'level') return { level: null, nextLevel: null };
  const { current, next } = resolveLevel(
    balance.points,
    normalizeLoyaltySettings(card.loyaltySettings).levels,
  );
  return { level: current.name, nextLevel: next?.name ?? null };
};

/** When an action is applied, by which points rule, and whether at the counter (default) or by the owner. */
export interface ScanContext {
  readonly now: Date;
  readonly accrual: AccrualConfig | null;
  /** A scanner at the counter (caps and confirmations apply); false for the owner's dashboard. */
  readonly atCounter?: boolean;
}

const count = (value: number | undefined, fallback: number): number | null => {
  const n = value ?? fallback;
  return Number.isInteger(n) && n >= 1 && n <= MAX_SCAN_VALUE ? n : null;
};

/**
 * Applies one scan action to a holder's counters (pure; the caller holds the row lock).
 * Stamps beyond the card's maximum carry over: with `resetAfterRedemption` a redemption takes
 * one full card of stamps away, otherwise the stamps stay and the reward is counted as taken.
 * Purchases earn points from the card's accrual config, or `pointsPerVisit` without one. A
 * redeemed coupon is refused the second time.
 */
export const applyScanAction = (
  card: CardContent,
  balance: HolderBalance,
  request: ScanRequest,
  context: ScanContext,
): Result<HolderBalance> => {
  const next = decideScanAction(card, balance, request, context);
  // Counters are stored as 32-bit integers: a balance past this bound is refused, never stored.
  if (next.ok && (next.value.stamps > MAX_BALANCE || next.value.points > MAX_BALANCE))
    return err(domainError(SCAN_ERRORS.valueInvalid, undefined, 'value'));
  return next;
};

const decideScanAction = (
  card: CardContent,
  balance: HolderBalance,
  request: ScanRequest,
  context: ScanContext,
): Result<HolderBalance> => {
  if (!allowedScanActions(card).includes(request.actionId))
    return err(domainError(SCAN_ERRORS.actionNotAllowed, undefined, 'actionId'));
  const settings = normalizeLoyaltySettings(card.loyaltySettings);
  switch (request.actionId) {
    case 'redeem_coupon':
      if (balance.redeemedAt) return err(domainError(SCAN_ERRORS.couponRedeemed));
      return ok({ ...balance, redeemedAt: context.now });
    case 'add_stamp': {
      const n = count(request.value, 1);
      if (n === null) return err(domainError(SCAN_ERRORS.valueInvalid, undefined, 'value'));
      // A typed 20 meant as 2 is the counter's commonest mistake: the card caps one scan, and
      // staff confirm a count above its threshold before it counts.
      // The owner's corrections in the dashboard (requirements §7 pass-users action, value up to
      // 100,000) are not scans: neither cap nor confirmation.
      if (context.atCounter !== false && n > settings.maxStampsPerScan)
        return err(domainError(SCAN_ERRORS.overLimit, undefined, 'value'));
      if (context.atCounter !== false && n > settings.confirmStampsAbove && request.confirmed !== true)
        return err(domainError(SCAN_ERRORS.confirmationRequired, undefined, 'value'));
      return ok({ ...balance, stamps: balance.stamps + n });
    }
    case 'add_points': {
      const n = count(request.value, 1);
      if (n === null) return err(domainError(SCAN_ERRORS.valueInvalid, undefined, 'value'));
      return ok({ ...balance, points: balance.points + n });
    }
    case 'purchase': {
      const amount = String(request.amount ?? 0);
      if (!isPurchaseAmount(amount)) return err(domainError(SCAN_ERRORS.amountInvalid, undefined, 'amount'));
      const currency = request.currency?.trim().toUpperCase();
      // An amount in another currency would earn points as if it were in the rule's own.
      const spent = purchaseAmountValue(amount) > 0;
      if (
        spent &&
        currency &&
        context.accrual?.spend &&
        currency !== context.accrual.spend.baseCurrency.toUpperCase()
      )
        return err(domainError(SCAN_ERRORS.currencyMismatch, undefined, 'currency'));
      const items = request.items ?? [];
      if (context.accrual) {
        // The scanner lists the rule's products; another key is a client's mistake, not a sale.
        const known = new Set(context.accrual.items.map((item) => item.key.trim()));
        const counted = items.map((item) => toDecimal(item.quantity)?.gt(0) ?? false);
        const unknown = items.findIndex((item, i) => counted[i] && !known.has(item.key.trim()));
        if (unknown >= 0) return err(domainError(SCAN_ERRORS.itemUnknown, undefined, `items.${unknown}.key`));
        if (!spent && !counted.includes(true))
          return err(domainError(SCAN_ERRORS.nothingBought, undefined, 'amount'));
      }
      const normalized = amount.trim().replace(',', '.');
      const earned = context.accrual
        ? (context.accrual.spend ? calculateSpendPoints(normalized, context.accrual.spend) : 0) +
          calculateItemPoints(request.items ?? [], context.accrual.items)
        : settings.pointsPerVisit;
      return ok({ ...balance, points: balance.points + earned });
    }
    case 'redeem_reward': {
      if (rewardsAvailable(card, balance) < 1) return err(domainError(SCAN_ERRORS.noReward));
      if (loyaltyKindOf(card.passType, card.loyaltyCardType) === 'point')
        return ok({
          ...balance,
          points: balance.points - settings.pointsToRedeem,
          rewardsRedeemed: balance.rewardsRedeemed + 1,
        });
      return ok({
        ...balance,
        stamps: settings.resetAfterRedemption ? balance.stamps - settings.maxStamps : balance.stamps,
        rewardsRedeemed: balance.rewardsRedeemed + 1,
      });
    }
  }
};

/** How long after a change staff can take it back (the scanner's Undo button). */
export const UNDO_WINDOW_MS = 10_000;

/** What an undo takes back: one ledger row's change. */
export interface UndoneChange {
  readonly action: string;
  readonly stampsDelta: number;
  readonly pointsDelta: number;
}

/**
 * The balance after taking one change back, applied to the balance as it is now (so scans made
 * since stay counted): its deltas reversed, a redemption's reward or coupon given back. Refused
 * when that would go below zero (the stamps were redeemed meanwhile).
 */
export const undoneBalance = (change: UndoneChange, balance: HolderBalance): Result<HolderBalance> => {
  const next: HolderBalance = {
    stamps: balance.stamps - change.stampsDelta,
    points: balance.points - change.pointsDelta,
    rewardsRedeemed: balance.rewardsRedeemed - (change.action === 'redeem_reward' ? 1 : 0),
    redeemedAt: change.action === 'redeem_coupon' ? null : balance.redeemedAt,
  };
  if (next.stamps < 0 || next.points < 0 || next.rewardsRedeemed < 0)
    return err(domainError(SCAN_ERRORS.undoUnavailable));
  if (change.action === 'redeem_coupon' && !balance.redeemedAt)
    return err(domainError(SCAN_ERRORS.undoUnavailable));
  return ok(next);
};
