import { z } from 'zod';
import { EmailSchema } from './user.ts';

/** What a one-time code proves: that the person reads this address's mail. */
export const CODE_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const MINUTE = 60_000;

/** Lifetimes and limits of one-time codes and links (issue 21). */
export const ONE_TIME_CODE_RULES = Object.freeze({
  /** The 6-digit code in the mail. */
  codeTtlMs: 15 * MINUTE,
  /** The link in the same mail (`/signup/verify/{a}/{b}`, `/reset/verify/{a}/{b}`). */
  linkTtlMs: 24 * 60 * MINUTE,
  /** The proof a verified code or link gives (verificationToken, resetToken). */
  grantTtlMs: 30 * MINUTE,
  /** Between two mails to one address for one purpose. */
  resendCooldownMs: MINUTE,
  /** Attempts at a code per address, then per client, in 15 minutes. */
  perAddress: { limit: 5, windowMs: 15 * MINUTE },
  perClient: { limit: 30, windowMs: 15 * MINUTE },
  /** Code mails one client may ask for in 15 minutes, whatever the addresses (sign-ups, resets). */
  requestsPerClient: { limit: 10, windowMs: 15 * MINUTE },
  codeDigits: 6,
});

/** Error codes of codes and links (texts in locales/<lang>/errors.json). */
export const CODE_ERRORS = Object.freeze({
  invalid: 'auth.code_invalid',
  expired: 'auth.code_expired',
  cooldown: 'auth.code_cooldown',
  tooManyAttempts: 'auth.too_many_attempts',
  grantInvalid: 'auth.verification_invalid',
  /** The proof is for another address than the one typed (a typo): it stays for the right one. */
  grantOtherAddress: 'auth.verification_other_address',
});

/**
 * One mail's worth of proof: the link's id `a` is the record id; the code and the link's
 * secret `b` are kept as digests only, and are drawn by the mail job, so neither the request
 * nor the job queue ever holds them in clear.
 */
export interface OneTimeCodeRecord {
  readonly id: string;
  readonly purpose: CodePurpose;
  readonly email: string;
  readonly language: string;
  readonly createdAt: Date;
  /** Null until the mail job has drawn the secrets. */
  readonly codeDigest: string | null;
  readonly linkDigest: string | null;
  readonly usedAt: Date | null;
}

/** A proof handed out for a verified code or link, spent by registering or resetting. */
export interface CodeGrant {
  readonly tokenDigest: string;
  readonly purpose: CodePurpose;
  readonly email: string;
  readonly expiresAt: Date;
}

/** One-time codes and their grants. */
export interface OneTimeCodeRepository {
  /** Stores a new request (the newest of an address and purpose is the only one that works). */
  insert(record: OneTimeCodeRecord): Promise<void>;
  /** The newest request of an address for a purpose. */
  latest(email: string, purpose: CodePurpose): Promise<OneTimeCodeRecord | null>;
  findById(id: string): Promise<OneTimeCodeRecord | null>;
  /** Stores the digests the mail job drew; false when the request was used or replaced meanwhile. */
  setSecrets(id: string, codeDigest: string, linkDigest: string): Promise<boolean>;
  /** Marks the request used, only if it was not (one statement); false when it was. */
  consume(id: string, at: Date): Promise<boolean>;
  insertGrant(grant: CodeGrant): Promise<void>;
  /**
   * Deletes and returns a live grant (one statement), so it is spent once; null otherwise. With
   * `email`, only a grant for that address is spent.
   */
  takeGrant(tokenDigest: string, purpose: CodePurpose, now: Date, email?: string): Promise<CodeGrant | null>;
  /** A live grant, left as it is (to tell a typed address that is not the proven one). */
  findGrant(tokenDigest: string, purpose: CodePurpose, now: Date): Promise<CodeGrant | null>;
}

/** `{email}`: ask for a code. */
export const CodeRequestSchema = z.object({ email: EmailSchema });

const SixDigitsSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{6}$/, { error: CODE_ERRORS.invalid });

/** The mail's link: `a` names the request, `b` is its secret. */
export const CodeLinkSchema = z.object({
  a: z.uuid({ error: CODE_ERRORS.invalid }),
  b: z
    .string({ error: 'validation.required' })
    .min(20, { error: CODE_ERRORS.invalid })
    .max(200, { error: CODE_ERRORS.invalid })
    .regex(/^[\w-]+$/, { error: CODE_ERRORS.invalid }),
});

/** `{email, code}` or `{a, b}` (the mail's link): prove the address (`POST /api/auth/verify-email`). */
export const CodeProofSchema = z.union([
  z.object({ email: EmailSchema, code: SixDigitsSchema }),
  CodeLinkSchema,
]);
export type CodeProof = z.infer<typeof CodeProofSchema>;

/** `{email, otp}` or `{a, b}`: the same proof as the reset route names it (`POST /api/auth/verify-reset-password-otp`). */
export const ResetProofSchema = z.union([
  z.object({ email: EmailSchema, otp: SixDigitsSchema }),
  CodeLinkSchema,
]);

/** `{verificationToken}` */
export const VerificationGrantSchema = z.object({ verificationToken: z.string() });
/** `{resetToken}` */
export const ResetGrantSchema = z.object({ resetToken: z.string() });
/** What asking for a code answers, whether or not an account uses the address. */
export const CodeSentSchema = z.object({ sent: z.literal(true) });

/** The job that draws a request's secrets and mails them. */
export const CODE_MAIL_JOB = 'auth.code_mail';
