import { z } from 'zod';
import { CARD_LIMITS } from './card-limits.ts';
import { DATA_COLLECTION_DEFAULT_MESSAGE, DATA_FIELD_TYPES } from './data-collection.ts';
import { SITE_LANGUAGES } from '../shared/site-language.ts';
import { hasVisibleText } from '../shared/text.ts';
import { DEFAULT_STAMP_ICON, DESIGN_DEFAULTS, STAMP_ICONS, parseHexColor } from './design.ts';
import { DEFAULT_LOCATION_MESSAGE, LOCATION_RULES } from './location.ts';
import { normalizeLoyaltySettings } from './loyalty-settings.ts';
import { LOYALTY_CARD_TYPES, ON_REDEEM_PASS_TYPES, PASS_TYPES } from './pass-types.ts';

const text = (max: number) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.too_long' });
const flag = z.boolean({ error: 'validation.invalid' });

/** A colour: #RGB or #RRGGBB (requirements §5), stored upper-case. */
export const HexColorSchema = z
  .string({ error: 'validation.color_invalid' })
  .refine((value) => parseHexColor(value) !== null, { error: 'validation.color_invalid' })
  .transform((value) => parseHexColor(value) as string);

/** An image reference: one of our uploads, or empty. */
export const ImageRefSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(300, { error: 'validation.too_long' })
  .regex(/^(\/api\/uploads\/[\w.-]+|https:\/\/\S+)?$/, { error: 'validation.image_invalid' })
  .nullable()
  .default(null);

/** A label/value field of a pass (requirements §3). Keys are short identifiers; `position` and `personalName` are special. */
export const PassFieldSchema = z.object({
  key: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.too_long' })
    .regex(/^[A-Za-z][\w-]*$/, { error: 'validation.field_key_invalid' }),
  label: text(60).default(''),
  value: text(500).default(''),
  displaySide: z.enum(['front', 'back'], { error: 'validation.invalid' }).default('front'),
  clickLabel: text(60).nullable().default(null),
  isCouponOnly: flag.default(false),
  isLoyaltyOnly: flag.default(false),
});
export type PassFieldInput = z.input<typeof PassFieldSchema>;

/** requirements §3 icon-link kinds. */
export const ICON_LINK_KEYS = ['phone', 'email', 'website', 'linkedin', 'facebook', 'twitter'] as const;
export type IconLinkKey = (typeof ICON_LINK_KEYS)[number];

export const IconLinkSchema = z.object({
  key: z.enum(ICON_LINK_KEYS, { error: 'validation.invalid' }),
  label: text(60).default(''),
  value: text(300).default(''),
  isActive: flag.default(false),
});

export const DataFieldSchema = z
  .object({
    key: z.string().trim().min(1, { error: 'validation.required' }).max(40, { error: 'validation.too_long' }),
    label: text(80).min(1, { error: 'validation.required' }),
    type: z.enum(DATA_FIELD_TYPES, { error: 'validation.invalid' }),
    required: flag.default(false),
    placeholder: text(120).default(''),
    options: z
      .array(text(80).min(1, { error: 'validation.required' }))
      .max(30, { error: 'validation.too_many' })
      .default([]),
  })
  .refine((field) => !(field.type === 'select' || field.type === 'checkbox') || field.options.length > 0, {
    error: 'validation.options_required',
    path: ['options'],
  });

/** A question of the card's data-collection form (requirements §3). */
export type DataField = z.infer<typeof DataFieldSchema>;

export const LocationSchema = z.object({
  name: text(80).min(1, { error: 'validation.required' }),
  address: text(200).default(''),
  latitude: z
    .number({ error: 'validation.invalid' })
    .min(-90, { error: 'validation.out_of_range' })
    .max(90, { error: 'validation.out_of_range' }),
  longitude: z
    .number({ error: 'validation.invalid' })
    .min(-180, { error: 'validation.out_of_range' })
    .max(180, { error: 'validation.out_of_range' }),
  radius: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(LOCATION_RULES.minRadius, { error: 'validation.out_of_range' })
    .max(LOCATION_RULES.maxRadius, { error: 'validation.out_of_range' })
    .multipleOf(LOCATION_RULES.radiusStep, { error: 'validation.out_of_range' })
    .default(LOCATION_RULES.defaultRadius),
  message: text(120).min(1, { error: 'validation.required' }).default(DEFAULT_LOCATION_MESSAGE),
  relevantText: text(120).default(''),
});

const levelSchema = z.object({
  name: text(40),
  pointsRequired: z.number().int().min(0),
  benefits: text(200),
});

/** requirements §3 loyalty settings: an object or a JSON string, stored normalised with the §9 defaults. */
export const LoyaltySettingsSchema = z.preprocess(
  (value) => normalizeLoyaltySettings(value),
  z.object({
    maxStamps: z.number().int().min(1).max(CARD_LIMITS.maxStamps, { error: 'validation.out_of_range' }),
    resetAfterRedemption: z.boolean(),
    rewardMessage: text(120),
    pointsPerVisit: z.number().int().min(1).max(10_000, { error: 'validation.out_of_range' }),
    pointsToRedeem: z.number().int().min(1).max(1_000_000, { error: 'validation.out_of_range' }),
    maxStampsPerScan: z
      .number()
      .int()
      .min(1)
      .max(CARD_LIMITS.stampsPerScan, { error: 'validation.out_of_range' }),
    confirmStampsAbove: z
      .number()
      .int()
      .min(1)
      .max(CARD_LIMITS.stampsPerScan, { error: 'validation.out_of_range' }),
    levels: z.array(levelSchema).min(1).max(CARD_LIMITS.levels, { error: 'validation.too_many' }),
    validation: z.object({ enabled: z.boolean() }),
  }),
);

export const COUPON_DEFAULTS = Object.freeze({ expirationDays: 30 });

export const CardDesignSchema = z.object({
  font: z
    .object({
      fontColor: HexColorSchema.default(DESIGN_DEFAULTS.fontColor),
      labelColor: HexColorSchema.default(DESIGN_DEFAULTS.labelColor),
      fontFamily: text(60).default(DESIGN_DEFAULTS.fontFamily),
      fontStyle: z.enum(['300', '400', '500', '600', '700'], { error: 'validation.invalid' }).default('400'),
      fontSize: z
        .number({ error: 'validation.invalid' })
        .int()
        .min(8, { error: 'validation.out_of_range' })
        .max(32, { error: 'validation.out_of_range' })
        .default(DESIGN_DEFAULTS.fontSize),
    })
    .prefault({}),
  image: z
    .object({
      logo: ImageRefSchema,
      bgColor: HexColorSchema.default(DESIGN_DEFAULTS.bgColor),
      bgImage: ImageRefSchema,
      personalImage: ImageRefSchema,
      transparent: z
        .number({ error: 'validation.invalid' })
        .min(0, { error: 'validation.out_of_range' })
        .max(100, { error: 'validation.out_of_range' })
        .default(DESIGN_DEFAULTS.transparent),
    })
    .prefault({}),
  icon: ImageRefSchema,
  /** What a stamp card draws its stamps with. */
  stampIcon: z.enum(STAMP_ICONS, { error: 'validation.invalid' }).default(DEFAULT_STAMP_ICON),
});

/** What a business sends to create or update a card (requirements §3 Pass / card). One schema for both runtimes. */
export const CardInputSchema = z.object({
  // The owner finds the card by this name: one of only invisible characters is no name.
  name: text(80)
    .min(1, { error: 'validation.required' })
    .refine(hasVisibleText, { error: 'validation.required' }),
  passType: z.enum(PASS_TYPES, { error: 'validation.pass_type_invalid' }),
  loyaltyCardType: z.enum(LOYALTY_CARD_TYPES, { error: 'validation.invalid' }).nullable().default(null),
  template: text(60).nullable().default(null),
  accrualConfigId: z.string().max(64).nullable().default(null),
  info: z
    .object({
      companyName: text(60).default(''),
      passDescription: text(200).default(''),
      personalName: text(60).default(''),
      /** The language of the card's words: the few words Passdeck adds to the pass follow it. */
      language: z.enum(SITE_LANGUAGES, { error: 'validation.invalid' }).default('en'),
      fields: z
        .array(PassFieldSchema)
        .max(CARD_LIMITS.passFields, { error: 'validation.too_many' })
        .default([]),
      socialLinks: z
        .array(IconLinkSchema)
        .max(ICON_LINK_KEYS.length, { error: 'validation.too_many' })
        .default([]),
    })
    .prefault({}),
  design: CardDesignSchema.prefault({}),
  loyaltySettings: LoyaltySettingsSchema.optional().transform(
    (value) => value ?? normalizeLoyaltySettings(undefined),
  ),
  couponSettings: z
    .object({
      expirationDays: z
        .number({ error: 'validation.invalid' })
        .int()
        .min(1, { error: 'validation.out_of_range' })
        .max(CARD_LIMITS.couponDays, { error: 'validation.out_of_range' })
        .default(COUPON_DEFAULTS.expirationDays),
      redemptionMessage: text(200).default(''),
      onRedeemPassType: z
        .enum(ON_REDEEM_PASS_TYPES, { error: 'validation.invalid' })
        .nullable()
        .default(null),
      onRedeemFrontFields: z
        .array(PassFieldSchema)
        .max(CARD_LIMITS.redeemFields, { error: 'validation.too_many' })
        .default([]),
    })
    .prefault({}),
  dataCollection: z
    .object({
      enabled: flag.default(false),
      message: text(200).default(DATA_COLLECTION_DEFAULT_MESSAGE),
      fields: z
        .array(DataFieldSchema)
        .max(CARD_LIMITS.dataFields, { error: 'validation.too_many' })
        .default([]),
    })
    .prefault({}),
  validation: z
    .object({
      enabled: flag.default(false),
      message: text(200).default(''),
      codeExpirationHours: z
        .number()
        .int()
        .min(1)
        .max(24 * 365)
        .nullable()
        .default(null),
    })
    .prefault({}),
  locationInfo: z
    .object({
      enabled: flag.default(false),
      locations: z
        .array(LocationSchema)
        .max(LOCATION_RULES.maxLocations, { error: 'validation.too_many_locations' })
        .default([]),
    })
    .prefault({}),
});
export type CardInput = z.input<typeof CardInputSchema>;
export type CardContent = z.output<typeof CardInputSchema>;

/** A stored card as the API returns it. */
export const CardSchema = CardInputSchema.extend({
  // As stored, without the input's checks: a card saved before a check was added still reads.
  name: text(80),
  _id: z.string(),
  isPublished: z.boolean(),
  editDraftId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Card = z.output<typeof CardSchema>;

/** Whether a card asks its holders questions (a plan feature, requirements §6 additionalQuestions). */
export const asksQuestions = (content: Pick<CardContent, 'dataCollection'>): boolean =>
  content.dataCollection.enabled && content.dataCollection.fields.length > 0;
