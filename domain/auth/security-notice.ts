import { z } from 'zod';
import { parseJobPayload } from '../shared/job-payload.ts';
import type { JobHandlers, JobRequest } from '../shared/job-queue.port.ts';
import type { LinkMailDeps, OutgoingEmail } from '../shared/mailer.port.ts';
import type { AccountRepository } from './account.repository.port.ts';

/** The job that tells an account's owner their password or address changed. */
export const SECURITY_NOTICE_JOB = 'auth.security_notice';

const NoticeBase = z.object({ accountId: z.string().min(1).max(64), at: z.iso.datetime() });

/** The job's payload: which account, when, and for an address change the address it left. */
export const SecurityNoticePayloadSchema = z.discriminatedUnion('kind', [
  NoticeBase.extend({ kind: z.literal('password_changed') }),
  NoticeBase.extend({ kind: z.literal('email_changed'), previousEmail: z.email().max(254) }),
]);
export type SecurityNoticePayload = z.infer<typeof SecurityNoticePayloadSchema>;

/**
 * A security notice as the composer writes it. A password change goes to the account's address;
 * an address change goes to the address it left, the one its owner still reads if someone else
 * made the change.
 */
export interface SecurityNotice {
  readonly kind: SecurityNoticePayload['kind'];
  readonly to: string;
  readonly language: string;
  readonly at: Date;
  /** The account's address now. */
  readonly email: string;
  readonly previousEmail?: string;
  /** Where to choose a new password (the reset page). */
  readonly resetLink: string;
  /** Whom to write when the change was not the owner's. */
  readonly supportEmail: string;
}

/** Writes the translated security notices (texts live with the adapter). */
export interface SecurityNoticeComposer {
  notice(notice: SecurityNotice): OutgoingEmail;
}

/** The notice job for a password changed (signed in, or by a reset) at `at`. */
export const passwordChangedNotice = (accountId: string, at: Date): JobRequest => ({
  type: SECURITY_NOTICE_JOB,
  payload: { kind: 'password_changed', accountId, at: at.toISOString() },
});

/** The notice job for an account moved away from `previousEmail` at `at`. */
export const emailChangedNotice = (accountId: string, previousEmail: string, at: Date): JobRequest => ({
  type: SECURITY_NOTICE_JOB,
  payload: { kind: 'email_changed', accountId, previousEmail, at: at.toISOString() },
});

/**
 * The worker side: reads the account when the job runs (a closed account gets nothing) and mails
 * the notice in the account's language.
 */
export const securityNoticeJobs = (
  deps: LinkMailDeps<SecurityNoticeComposer> & {
    accounts: Pick<AccountRepository, 'findById'>;
    supportEmail: string;
  },
): JobHandlers => ({
  [SECURITY_NOTICE_JOB]: async (raw) => {
    const job = parseJobPayload(SecurityNoticePayloadSchema, SECURITY_NOTICE_JOB, raw);
    const account = await deps.accounts.findById(job.accountId);
    if (!account) return;
    const base = {
      kind: job.kind,
      language: account.language ?? 'en',
      at: new Date(job.at),
      email: account.email,
      resetLink: `${deps.publicUrl}/reset`,
      supportEmail: deps.supportEmail,
    };
    await deps.mailer.send(
      deps.composer.notice(
        job.kind === 'email_changed'
          ? { ...base, to: job.previousEmail, previousEmail: job.previousEmail }
          : { ...base, to: account.email },
      ),
    );
  },
});
