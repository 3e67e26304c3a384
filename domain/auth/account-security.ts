import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PasswordSchema, ProofTokenSchema } from './user.ts';

/** `POST /api/auth/verify-password`: a resetToken and the new password. */
export const ResetPasswordSchema = z.object({ resetToken: ProofTokenSchema, password: PasswordSchema });

/** `PUT /api/users/me/password`: the new password must differ from the current one. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' }),
    newPassword: PasswordSchema,
  })
  .refine((change) => change.newPassword !== change.currentPassword, {
    error: 'validation.password_unchanged',
    path: ['newPassword'],
  });

/** A signed-in device as `GET /api/auth/sessions` lists it. */
export const SessionViewSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionViewSchema>;

/** What ending sessions answers. */
export const SessionsEndedSchema = z.object({ ended: z.number().int() });

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * The browser and system a user agent names, for the sessions list. A few patterns of our own:
 * the list only needs to tell "Chrome on macOS" from "Safari on iOS", and the domain takes no
 * parsing library.
 */
export const describeUserAgent = (
  userAgent: string | null,
): { browser: string | null; os: string | null } => {
  const find = (table: typeof BROWSERS) =>
    (userAgent && table.find(([re]) => re.test(userAgent))?.[1]) || null;
  return { browser: find(BROWSERS), os: find(SYSTEMS) };
};
