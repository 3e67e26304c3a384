import { IdJobPayloadSchema, parseJobPayload } from '../shared/job-payload.ts';
import type { JobHandlers } from '../shared/job-queue.port.ts';
import type { OutgoingEmail, SecretLinkMailDeps } from '../shared/mailer.port.ts';
import type { AccountRepository } from './account.repository.port.ts';
import {
  CODE_MAIL_JOB,
  ONE_TIME_CODE_RULES,
  type CodePurpose,
  type OneTimeCodeRepository,
} from './one-time-codes.ts';
import { codeDigestOf } from './verify-code.use-case.ts';

/**
 * What a code mail says. `account_exists`: someone tried to sign up with an address that has an
 * account; `change_email`: a signed-in user proves a new address for their account;
 * `change_email_taken`: someone asked to move another account to an address that has one.
 */
export interface CodeEmail {
  readonly kind: 'verify_email' | 'account_exists' | 'reset_password' | 'change_email' | 'change_email_taken';
  readonly to: string;
  readonly language: string;
  /** Six digits; empty for `account_exists` and `change_email_taken`. */
  readonly code: string;
  /** The verify link, or for `account_exists` and `change_email_taken` the login page. */
  readonly link: string;
  /** How long the code and the link work, in minutes. */
  readonly codeMinutes: number;
  readonly linkHours: number;
}

/** Writes the translated code mails (texts live with the adapter). */
export interface CodeEmailComposer {
  code(email: CodeEmail): OutgoingEmail;
}

/**
 * Six decimal digits from an unguessable secret: its first 42 bits, modulo a million (the
 * bias, 10^6 / 2^42, is far below anything a guesser could use).
 */
export const sixDigitsOf = (secret: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let n = 0;
  for (const char of secret.slice(0, 7)) n = n * 64 + Math.max(0, alphabet.indexOf(char));
  return String(n % 10 ** ONE_TIME_CODE_RULES.codeDigits).padStart(ONE_TIME_CODE_RULES.codeDigits, '0');
};

const VERIFY_PATH: Record<CodePurpose, string> = {
  verify_email: '/signup/verify',
  reset_password: '/reset/verify',
  change_email: '/account/verify-email',
};

/**
 * The worker side of a code request: draws the code and the link's secret (so they exist only
 * in the mail and as digests), then writes the mail that fits the address. A request already
 * used or replaced by a newer one sends nothing; a password reset for an address without an
 * account sends nothing either (the request's answer did not tell, the mailbox does not either).
 */
export const codeMailJobs = (
  deps: SecretLinkMailDeps<CodeEmailComposer> & {
    codes: OneTimeCodeRepository;
    accounts: Pick<AccountRepository, 'findByEmail'>;
  },
): JobHandlers => ({
  [CODE_MAIL_JOB]: async (raw) => {
    const { id } = parseJobPayload(IdJobPayloadSchema, CODE_MAIL_JOB, raw);
    const record = await deps.codes.findById(id);
    if (!record || record.usedAt) return;
    const latest = await deps.codes.latest(record.email, record.purpose);
    if (latest?.id !== record.id) return;
    const account = await deps.accounts.findByEmail(record.email);
    if (record.purpose === 'reset_password' && !account) return;
    const timing = {
      codeMinutes: ONE_TIME_CODE_RULES.codeTtlMs / 60_000,
      linkHours: ONE_TIME_CODE_RULES.linkTtlMs / 3_600_000,
    };
    const base = { to: record.email, language: record.language, ...timing };
    // An address that already has an account gets no code (the sign-up or the move would be
    // refused anyway), but is told why none came: the request's answer could not say so.
    if (record.purpose !== 'reset_password' && account) {
      const kind = record.purpose === 'verify_email' ? 'account_exists' : 'change_email_taken';
      await deps.mailer.send(
        deps.composer.code({ ...base, kind, code: '', link: `${deps.publicUrl}/login` }),
      );
      return;
    }
    // A retry after a failed send draws new secrets: the ones of the lost mail never worked.
    const code = sixDigitsOf(deps.ids.secret());
    const secret = deps.ids.secret();
    if (!(await deps.codes.setSecrets(id, codeDigestOf(deps.digest, id, code), deps.digest.digest(secret))))
      return;
    const link = `${deps.publicUrl}${VERIFY_PATH[record.purpose]}/${encodeURIComponent(id)}/${encodeURIComponent(secret)}`;
    await deps.mailer.send(deps.composer.code({ ...base, kind: record.purpose, code, link }));
  },
});
