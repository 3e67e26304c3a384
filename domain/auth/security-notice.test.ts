import { describe, expect, it } from 'vitest';
import { InMemoryAccounts, newOwner } from '../../test/fakes/auth-fakes.ts';
import type { OutgoingEmail } from '../shared/mailer.port.ts';
import { PermanentJobError } from '../shared/job-queue.port.ts';
import {
  emailChangedNotice,
  passwordChangedNotice,
  SECURITY_NOTICE_JOB,
  securityNoticeJobs,
  type SecurityNotice,
} from './security-notice.ts';

const setup = async () => {
  const accounts = new InMemoryAccounts();
  await accounts.create(newOwner('u1', 'new@example.com'));
  const notices: SecurityNotice[] = [];
  const mails: OutgoingEmail[] = [];
  const run = securityNoticeJobs({
    accounts,
    mailer: { send: async (mail) => void mails.push(mail) },
    composer: {
      notice: (notice) => {
        notices.push(notice);
        return { to: notice.to, subject: notice.kind, text: '', html: '' };
      },
    },
    publicUrl: 'https://passdeck.test',
    supportEmail: 'help@passdeck.test',
  })[SECURITY_NOTICE_JOB]!;
  return { accounts, notices, mails, run };
};

const at = new Date('2026-11-29T18:05:00Z');

describe('security notices', () => {
  it("mails a password change to the account's address, with the reset page", async () => {
    const t = await setup();
    await t.run(passwordChangedNotice('u1', at).payload);
    expect(t.notices).toEqual([
      {
        kind: 'password_changed',
        to: 'new@example.com',
        language: 'en',
        at,
        email: 'new@example.com',
        resetLink: 'https://passdeck.test/reset',
        supportEmail: 'help@passdeck.test',
      },
    ]);
    expect(t.mails.map((mail) => mail.to)).toEqual(['new@example.com']);
  });

  it('mails an address change to the address the account left', async () => {
    const t = await setup();
    await t.run(emailChangedNotice('u1', 'old@example.com', at).payload);
    expect(t.notices).toMatchObject([
      {
        kind: 'email_changed',
        to: 'old@example.com',
        email: 'new@example.com',
        previousEmail: 'old@example.com',
      },
    ]);
  });

  it('sends nothing for an account closed since, and dead-letters a malformed payload at once', async () => {
    const t = await setup();
    await t.run(passwordChangedNotice('gone', at).payload);
    expect(t.mails).toEqual([]);
    for (const payload of [
      {},
      { kind: 'password_changed', accountId: 'u1', at: 'yesterday' },
      { kind: 'email_changed', accountId: 'u1', at: at.toISOString() },
      { kind: 'email_changed', accountId: 'u1', at: at.toISOString(), previousEmail: 'not an address' },
    ])
      await expect(t.run(payload)).rejects.toBeInstanceOf(PermanentJobError);
  });
});
