import { z } from 'zod';
import type { CardInput } from './card-schema.ts';
import { CAMPAIGN_DEFAULT_COLORS } from './design.ts';
import { PASS_TYPES, type PassType } from './pass-types.ts';

/** `POST /api/business-card/demo` body: the kind of card to publish. */
export const DemoCardInputSchema = z.object({
  passType: z.enum(PASS_TYPES, { error: 'validation.pass_type_invalid' }),
});

const NAMES: Record<PassType, string> = {
  flyer: 'Summer opening flyer',
  standard: 'Membership card',
  coupon: '10% off your next visit',
  loyalty: 'Coffee loyalty card',
  stamp_card: 'Stamp card: 10th coffee free',
  point_card: 'Points club',
  level_card: 'Bronze, Silver, Gold club',
  business_card: 'Business card',
};

/** A ready-made card of a kind, for the demo account and the demo publish. */
export const demoCardContent = (passType: PassType, businessName: string): CardInput => {
  const loyaltyCardType = passType === 'loyalty' ? 'stamp' : null;
  const position =
    passType === 'point_card'
      ? 'Points'
      : passType === 'level_card'
        ? 'Points'
        : passType === 'loyalty' || passType === 'stamp_card'
          ? 'Stamps'
          : null;
  return {
    name: NAMES[passType],
    passType,
    loyaltyCardType,
    info: {
      companyName: businessName,
      passDescription: NAMES[passType],
      personalName: '',
      fields: [
        ...(position ? [{ key: 'position', label: position, value: '' }] : []),
        ...(passType === 'coupon'
          ? [{ key: 'offer', label: 'Offer', value: '10% off', isCouponOnly: true }]
          : []),
        ...(passType === 'flyer' ? [{ key: 'event', label: 'Opening', value: 'Saturday 10:00' }] : []),
        { key: 'terms', label: 'Terms', value: 'One per customer per visit.', displaySide: 'back' as const },
      ],
      socialLinks: [],
    },
    design: {
      font: { fontColor: CAMPAIGN_DEFAULT_COLORS.text, labelColor: CAMPAIGN_DEFAULT_COLORS.label },
      image: { bgColor: CAMPAIGN_DEFAULT_COLORS.background },
    },
    loyaltySettings: { maxStamps: 10, rewardMessage: 'Free coffee' },
    couponSettings:
      passType === 'coupon'
        ? { expirationDays: 30, redemptionMessage: 'Enjoy your discount!', onRedeemPassType: 'stamp_card' }
        : {},
  };
};
