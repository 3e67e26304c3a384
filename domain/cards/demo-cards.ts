import { z } from 'zod';
import type { CardInput } from './card-schema.ts';
import { CAMPAIGN_DEFAULT_COLORS } from './design.ts';
import { PASS_TYPES, type LoyaltyCardType, type PassType } from './pass-types.ts';
import type { SiteLanguage } from '../shared/site-language.ts';
import { passWords } from './pass-words.ts';
import { COMPUTED_FIELD_KEYS } from './fields.ts';

/** `POST /api/business-card/demo` body: the kind of card to publish. */
export const DemoCardInputSchema = z.object({
  passType: z.enum(PASS_TYPES, { error: 'validation.pass_type_invalid' }),
});

/** The words of a ready-made card, in one language: the browser passes the owner's, the demo English. */
export interface CardTemplateTexts {
  /** The language the texts are in; the card is written in it. */
  readonly language: SiteLanguage;
  /** The card's name, and the pass description customers see, per kind. */
  readonly names: Readonly<Record<PassType, string>>;
  readonly stamps: string;
  readonly points: string;
  readonly offer: string;
  readonly offerValue: string;
  readonly event: string;
  readonly eventValue: string;
  readonly terms: string;
  readonly termsValue: string;
  readonly reward: string;
  readonly redemption: string;
}

/** The demo's words. */
export const ENGLISH_CARD_TEMPLATE: CardTemplateTexts = {
  language: 'en',
  names: {
    flyer: 'Summer opening flyer',
    standard: 'Membership card',
    coupon: '10% off your next visit',
    loyalty: 'Coffee loyalty card',
    stamp_card: 'Stamp card: 10th coffee free',
    point_card: 'Points club',
    level_card: 'Bronze, Silver, Gold club',
    business_card: 'Business card',
  },
  stamps: 'Stamps',
  points: 'Points',
  offer: 'Offer',
  offerValue: '10% off',
  event: 'Opening',
  eventValue: 'Saturday 10:00',
  terms: 'Terms',
  termsValue: 'One per customer per visit.',
  reward: 'Free coffee',
  redemption: 'Enjoy your discount!',
};

/**
 * A ready-made card of a kind: the business's name on it, a counter where the kind has one, an
 * offer, an event or terms as sensible example fields, and a reward. The demo account and the demo
 * publish use it in English; the designer starts every new card from it in the owner's language
 * (issue 23: a new card should look like a pass, not an empty rectangle).
 */
export const demoCardContent = (
  passType: PassType,
  businessName: string,
  texts: CardTemplateTexts = ENGLISH_CARD_TEMPLATE,
  loyaltyCardType: LoyaltyCardType | null = passType === 'loyalty' ? 'stamp' : null,
): CardInput => {
  const counted =
    passType === 'point_card' ||
    passType === 'level_card' ||
    (passType === 'loyalty' && loyaltyCardType !== 'stamp')
      ? texts.points
      : passType === 'loyalty' || passType === 'stamp_card'
        ? texts.stamps
        : null;
  return {
    name: texts.names[passType],
    passType,
    loyaltyCardType: passType === 'loyalty' ? loyaltyCardType : null,
    info: {
      language: texts.language,
      companyName: businessName,
      passDescription: texts.names[passType],
      personalName: '',
      fields: [
        ...(counted ? [{ key: COMPUTED_FIELD_KEYS.position, label: counted, value: '' }] : []),
        ...(passType === 'coupon'
          ? [{ key: 'offer', label: texts.offer, value: texts.offerValue, isCouponOnly: true }]
          : []),
        ...(passType === 'flyer' ? [{ key: 'event', label: texts.event, value: texts.eventValue }] : []),
        { key: 'terms', label: texts.terms, value: texts.termsValue, displaySide: 'back' as const },
      ],
      socialLinks: [],
    },
    design: {
      font: { fontColor: CAMPAIGN_DEFAULT_COLORS.text, labelColor: CAMPAIGN_DEFAULT_COLORS.label },
      image: { bgColor: CAMPAIGN_DEFAULT_COLORS.background },
    },
    loyaltySettings: { maxStamps: 10, rewardMessage: texts.reward },
    dataCollection: { message: passWords(texts.language).formMessage },
    couponSettings:
      passType === 'coupon'
        ? { expirationDays: 30, redemptionMessage: texts.redemption, onRedeemPassType: 'stamp_card' }
        : {},
  };
};
