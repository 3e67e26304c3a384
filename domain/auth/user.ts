import { z } from 'zod';
import { TeamRoleSchema } from '../team/index.ts';
import { EmailSchema } from '../shared/email-schema.ts';

/** Business kinds offered in onboarding; they drive examples and defaults later on. */
export const BUSINESS_TYPES = [
  'cafe',
  'restaurant',
  'bakery',
  'bar',
  'retail',
  'beauty',
  'fitness',
  'health',
  'hotel',
  'services',
  'education',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * Password length bounds for new passwords (log-in accepts older, shorter ones); Argon2id makes
 * long passwords cheap to accept. The server also refuses common passwords (password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export { EmailSchema } from '../shared/email-schema.ts';

export const PasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' })
  // Ten spaces pass the length rule but are no secret (and are easy to type by accident).
  .refine((password) => password.trim() !== '', { error: 'validation.password_blank' });

/** Email and password, as sent to log in and to sign up. */
export const CredentialsSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' }),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

const optionalName = z.string().trim().max(80, { error: 'validation.too_long' }).optional();

/** A proof handed out by a verified code (verificationToken, resetToken, invitation token). */
export const ProofTokenSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'auth.verification_invalid' })
  .regex(/^[\w-]+$/, { error: 'auth.verification_invalid' });

/** Sign-up data (`POST /api/auth/register`): a verified address and a password that meets the rules. */
export const RegistrationSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  verificationToken: ProofTokenSchema,
  firstName: optionalName,
  lastName: optionalName,
  marketingOptIn: z.boolean().optional(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

const requiredName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(80, { error: 'validation.too_long' });

/** Phone numbers: digits with optional +, spaces, dashes, dots and parentheses. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(32, { error: 'validation.phone_invalid' })
  .regex(/^\+?[0-9 ().-]{5,}$/, { error: 'validation.phone_invalid' });

/** The business onboarding form (requirements §3 User). An empty phone means "no phone". */
export const OnboardingSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  businessName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(120, { error: 'validation.too_long' }),
  businessType: z.enum(BUSINESS_TYPES, { error: 'validation.business_type_invalid' }),
  phoneNumber: z
    .union([z.literal('').transform(() => undefined), PhoneSchema])
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
  marketingOptIn: z.boolean().optional(),
});
export type OnboardingInput = z.input<typeof OnboardingSchema>;
export type Onboarding = z.infer<typeof OnboardingSchema>;

/** The signed-in user as the API returns it (requirements §3 User). */
export const UserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  businessType: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
  marketingOptIn: z.boolean(),
  isOnBoardingCompleted: z.boolean(),
  isEmailVerified: z.boolean(),
  /** The user's role in their business's team. */
  teamRole: TeamRoleSchema,
});
export type User = z.infer<typeof UserSchema>;

/** An access token and the refresh token that renews it. */
export const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/**
 * `POST /api/auth/refresh` and `/logout` body: the refresh token of this device. A browser
 * leaves it out: its refresh token is in the HttpOnly `refreshToken` cookie the server set.
 */
export const RefreshRequestSchema = z.object({
  refresh_token: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200)
    .optional(),
});

/** What a logout answers. */
export const LoggedOutSchema = z.object({ loggedOut: z.literal(true) });

/** What registration returns (requirements §7). */
export const RegistrationResultSchema = TokenPairSchema.extend({
  _id: z.string(),
  email: z.string(),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

/** A display name for greetings: business name, else first name, else the email's local part. */
export const displayNameOf = (user: Pick<User, 'businessName' | 'firstName' | 'email'>): string =>
  user.businessName ?? user.firstName ?? user.email.split('@')[0] ?? user.email;

/**
 * Up to two initials of a name, for an avatar: the first letter or digit of each of its first
 * two words that has one. Quotes, brackets and symbols are skipped ("«Зерно»" gives "З").
 */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((initial): initial is string => initial !== undefined)
    .slice(0, 2)
    .map((initial) => initial.toLocaleUpperCase())
    .join('');
