import { z } from 'zod';
import { CURRENCIES } from '../billing/index.ts';
import { isCountryCode, isTimeZone } from '../shared/locale.ts';
import { SITE_LANGUAGES } from '../shared/site-language.ts';
import { BUSINESS_TYPES, PhoneSchema } from './user.ts';

const name = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .nullable()
    .optional()
    .transform((value) => value || null);

/** `PATCH /api/users/me`: the profile tab of the account page. An empty phone means none. */
export const ProfileUpdateSchema = z.object({
  firstName: name(80),
  lastName: name(80),
  phoneNumber: z
    .union([z.literal('').transform(() => null), PhoneSchema])
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  language: z.enum(SITE_LANGUAGES, { error: 'validation.invalid' }).nullable().optional(),
  marketingOptIn: z.boolean().optional(),
});
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** An optional field whose empty text (a form's untouched input) means "none". */
const blankOr = <S extends z.ZodType>(schema: S) =>
  z
    .union([z.literal(''), schema])
    .nullable()
    .optional()
    .transform((value) => value || null);

/** `PUT /api/business`: the business tab of the account page. */
export const BusinessProfileSchema = z.object({
  name: name(120),
  type: z.enum(BUSINESS_TYPES, { error: 'validation.business_type_invalid' }),
  logoUrl: blankOr(
    z
      .string()
      .trim()
      .max(500, { error: 'validation.too_long' })
      .regex(/^(\/api\/uploads\/[\w.-]+|https:\/\/\S+)$/, { error: 'validation.invalid' }),
  ),
  address: optionalText(300),
  timeZone: blankOr(
    z
      .string()
      .max(64, { error: 'validation.invalid' })
      .refine(isTimeZone, { error: 'validation.time_zone_invalid' }),
  ),
  country: blankOr(
    z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'validation.country_invalid' })
      .refine(isCountryCode, { error: 'validation.country_invalid' }),
  ),
  currency: blankOr(z.enum(CURRENCIES, { error: 'validation.invalid' })),
});
export type BusinessProfile = z.output<typeof BusinessProfileSchema>;

/** The business as the account page shows it: each field of the profile as stored, or null. */
export const BusinessProfileViewSchema = z.object(
  Object.fromEntries(
    Object.keys(BusinessProfileSchema.shape).map((key) => [key, z.string().nullable()]),
  ) as Record<keyof typeof BusinessProfileSchema.shape, z.ZodNullable<z.ZodString>>,
);
export type BusinessProfileView = z.infer<typeof BusinessProfileViewSchema>;
