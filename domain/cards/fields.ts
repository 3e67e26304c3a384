import { normalizeLoyaltySettings, stampFace, stampRewardsReady } from './loyalty-settings.ts';
import { passLanguageOf } from './pass-words.ts';
import { loyaltyKindOf, type CardSide, type LoyaltyCardType, type PassType } from './pass-types.ts';

/**
 * Field keys whose value the pass fills in itself: the holder's counter (`position`) and the
 * business card's owner (`personalName`). Every other field shows the value the owner typed.
 */
export const COMPUTED_FIELD_KEYS = Object.freeze({
  position: 'position',
  personalName: 'personalName',
} as const);

/** Whether a field's value is filled in by the pass rather than typed by the owner. */
export const isComputedField = (key: string): boolean =>
  key === COMPUTED_FIELD_KEYS.position || key === COMPUTED_FIELD_KEYS.personalName;

/** A label/value field of a pass (requirements §3 info.fields). */
export interface PassField {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly displaySide?: 'front' | 'back' | 'FRONT' | 'BACK' | null;
  readonly clickLabel?: string | null;
  readonly isCouponOnly?: boolean | null;
  readonly isLoyaltyOnly?: boolean | null;
}

/** The card facts the field rules need. */
export interface FieldCard {
  readonly passType: PassType;
  readonly loyaltyCardType?: LoyaltyCardType | null;
  readonly info: {
    readonly personalName?: string | null;
    readonly fields: readonly PassField[];
    readonly language?: string | null;
  };
  readonly loyaltySettings?: unknown;
  readonly couponSettings?: {
    readonly onRedeemPassType?: PassType | null;
    readonly onRedeemFrontFields?: readonly PassField[];
  } | null;
}

/** A holder's counters, for the `position` field. Absent in the designer preview (sample values are used). */
export interface HolderCounters {
  readonly stamps: number;
  readonly points: number;
  /** Rewards taken so far (counts against full cards when stamps are kept after a redemption). */
  readonly rewardsRedeemed?: number;
}

/** Coupon preview mode (requirements §2.2 Coupon / After redeem). */
export type PreviewMode = 'coupon' | 'afterRedeem';

/** A field as rendered. */
export interface RenderedField {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly clickLabel?: string;
  /** What a tap on the field opens (a contact link: tel:, mailto: or a web address). */
  readonly href?: string;
}

const sideOf = (field: PassField): CardSide =>
  String(field.displaySide ?? 'front').toUpperCase() === 'BACK' ? 'BACK' : 'FRONT';

/**
 * The kind a pass shows in a coupon mode: after redemption a coupon shows the kind it turns
 * into, or stays a (used) coupon when it simply ends (no `onRedeemPassType`).
 */
export const shownPassType = (
  card: Pick<FieldCard, 'passType' | 'couponSettings'>,
  mode?: PreviewMode,
): PassType =>
  card.passType === 'coupon' && mode === 'afterRedeem'
    ? (card.couponSettings?.onRedeemPassType ?? 'coupon')
    : card.passType;

/** True for a redeemed coupon that turns into nothing: the pass is over. */
export const couponEndsAt = (
  card: Pick<FieldCard, 'passType' | 'couponSettings'>,
  mode?: PreviewMode,
): boolean => card.passType === 'coupon' && mode === 'afterRedeem' && !card.couponSettings?.onRedeemPassType;

/** The value of the special `position` key: stamps "3 of 10 · 1 reward ready", the points, or (level card) the points number. */
export const positionValue = (card: FieldCard, counters: HolderCounters, mode?: PreviewMode): string => {
  const passType = shownPassType(card, mode);
  const kind = loyaltyKindOf(passType, passType === 'loyalty' ? card.loyaltyCardType : null);
  const settings = normalizeLoyaltySettings(card.loyaltySettings);
  if (kind === 'stamp')
    return stampFace(
      counters.stamps,
      settings.maxStamps,
      stampRewardsReady(settings, counters.stamps, counters.rewardsRedeemed ?? 0),
      passLanguageOf(card.info),
    ).text;
  // A level card shows the points number, not the level name (requirements §3).
  return String(counters.points);
};

/**
 * The fields a side of the pass shows (requirements §3): each field on its `displaySide` (front by
 * default); coupon-only fields only while a coupon is unredeemed, loyalty-only fields only
 * on loyalty passes or a coupon after redemption; `position` and `personalName` filled in.
 */
export const fieldsForSide = (
  card: FieldCard,
  side: CardSide,
  mode?: PreviewMode,
  counters: HolderCounters = { stamps: 0, points: 0 },
): RenderedField[] => {
  const isCoupon = card.passType === 'coupon';
  const showsCouponOnly = isCoupon && mode !== 'afterRedeem';
  const showsLoyaltyOnly = isCoupon
    ? mode === 'afterRedeem' && !couponEndsAt(card, mode)
    : loyaltyKindOf(card.passType, card.loyaltyCardType) !== null;
  // After redemption a coupon also shows the front fields chosen for the pass it turns into.
  const redeemedExtras =
    isCoupon && mode === 'afterRedeem' && side === 'FRONT' && !couponEndsAt(card, mode)
      ? (card.couponSettings?.onRedeemFrontFields ?? [])
      : [];
  return [...card.info.fields, ...redeemedExtras]
    .filter((field) => sideOf(field) === side)
    .filter((field) => !field.isCouponOnly || showsCouponOnly)
    .filter((field) => !field.isLoyaltyOnly || showsLoyaltyOnly)
    .map((field) => {
      const value =
        field.key === COMPUTED_FIELD_KEYS.position
          ? positionValue(card, counters, mode)
          : field.key === COMPUTED_FIELD_KEYS.personalName
            ? (card.info.personalName ?? field.value)
            : field.value;
      return {
        key: field.key,
        label: field.label,
        value,
        ...(field.clickLabel ? { clickLabel: field.clickLabel } : {}),
      };
    });
};
