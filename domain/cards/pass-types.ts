/** Every kind of pass (requirements §3). */
export const PASS_TYPES = [
  'flyer',
  'standard',
  'coupon',
  'loyalty',
  'stamp_card',
  'point_card',
  'level_card',
  'business_card',
] as const;
export type PassType = (typeof PASS_TYPES)[number];

/** Subtypes of a loyalty pass. */
export const LOYALTY_CARD_TYPES = ['stamp', 'point', 'level'] as const;
export type LoyaltyCardType = (typeof LOYALTY_CARD_TYPES)[number];

/** The kinds offered on Select Card Type (requirements §2.2), in order. */
export const SELECTABLE_CARD_TYPES = ['flyer', 'coupon', 'loyalty', 'stamp_card', 'point_card'] as const;

/** What a coupon can turn into after redemption (requirements §3 couponSettings.onRedeemPassType). */
export const ON_REDEEM_PASS_TYPES = ['loyalty', 'stamp_card', 'point_card', 'level_card'] as const;

/** Wallet providers and card sides (requirements §3). */
export const WALLET_PROVIDERS = ['APPLE', 'GOOGLE'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];
export const CARD_SIDES = ['FRONT', 'BACK'] as const;
export type CardSide = (typeof CARD_SIDES)[number];

const SUBTYPE: Partial<Record<PassType, LoyaltyCardType>> = {
  stamp_card: 'stamp',
  point_card: 'point',
  level_card: 'level',
};

/**
 * The creator's query for a selected kind (requirements §2.1): stamp_card opens
 * type=loyalty&loyaltyCardType=stamp, and likewise for point and level cards.
 */
export const creatorTypeFor = (selected: PassType): { type: PassType; loyaltyCardType?: LoyaltyCardType } => {
  const subtype = SUBTYPE[selected];
  return subtype ? { type: 'loyalty', loyaltyCardType: subtype } : { type: selected };
};

/** The creator URL for a selected kind. */
export const creatorPathFor = (selected: PassType): string => {
  const { type, loyaltyCardType } = creatorTypeFor(selected);
  return loyaltyCardType
    ? `/creator?type=${type}&loyaltyCardType=${loyaltyCardType}`
    : `/creator?type=${type}`;
};

/** The loyalty subtype a pass behaves as (stamp by default for a plain loyalty card), or null. */
export const loyaltyKindOf = (
  passType: PassType,
  loyaltyCardType?: LoyaltyCardType | null,
): LoyaltyCardType | null => {
  if (passType === 'loyalty') return loyaltyCardType ?? 'stamp';
  return SUBTYPE[passType] ?? null;
};

/** requirements §1: a coupon is single use, a flyer (and other non-loyalty passes) cannot be validated, loyalty cards repeat. */
export const redemptionPolicy = (passType: PassType): 'single-use' | 'repeatable' | 'none' => {
  if (passType === 'coupon') return 'single-use';
  return loyaltyKindOf(passType) ? 'repeatable' : 'none';
};

/** True for passes that show the Coupon / After redeem preview toggle. */
export const isCouponCapable = (passType: PassType): boolean => passType === 'coupon';

/** The kind to name a card by: a loyalty card with a subtype is named after it (stamp, point or level card). */
export const displayKindOf = (passType: PassType, loyaltyCardType?: LoyaltyCardType | null): PassType =>
  passType === 'loyalty' && loyaltyCardType ? (`${loyaltyCardType}_card` as PassType) : passType;
