import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryCodes, sha256Digest } from '../../test/fakes/code-fakes.ts';
import { fixedClock, InMemoryAccounts, MemoryRateLimiter, newOwner } from '../../test/fakes/auth-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { OutgoingEmail } from '../shared/mailer.port.ts';
import { codeMailJobs, sixDigitsOf, type CodeEmail } from './code-mail-job.ts';
import { CODE_ERRORS, CODE_MAIL_JOB, ONE_TIME_CODE_RULES, type CodePurpose } from './one-time-codes.ts';
import { requestCode } from './request-code.use-case.ts';
import { spendGrant, verifyCode } from './verify-code.use-case.ts';

const MINUTE = 60_000;

/** UUID ids and long secrets, each different, like the real generator's. */
const ids = (): IdGenerator => {
  let n = 0;
  const next = () => String(++n).padStart(12, '0');
  return {
    id: () => `00000000-0000-4000-8000-${next()}`,
    secret: () => `s3cr3t-${next()}-abcdefghijklmnopqrstuvwxyz`,
    code: () => `CODE${next()}`,
  };
};

const setup = () => {
  const codes = createMemoryCodes();
  const jobs = createMemoryJobs();
  const clock = fixedClock('2026-11-25T10:00:00Z');
  const limiter = new MemoryRateLimiter();
  const accounts = new InMemoryAccounts();
  const digest = sha256Digest;
  const generator = ids();
  const sent: CodeEmail[] = [];
  const composer = {
    code: (email: CodeEmail): OutgoingEmail => {
      sent.push(email);
      return { to: email.to, subject: email.kind, text: email.code, html: email.link };
    },
  };
  const mails: OutgoingEmail[] = [];
  const worker = codeMailJobs({
    codes,
    accounts,
    mailer: { send: async (mail) => void mails.push(mail) },
    composer,
    ids: generator,
    digest,
    publicUrl: 'https://passdeck.test',
  })[CODE_MAIL_JOB]!;
  const request = requestCode({ codes, jobs, limiter, ids: generator, clock });
  const verify = verifyCode({ codes, limiter, digest, ids: generator, clock });
  const spend = spendGrant({ codes, digest, clock });
  /** Requests a code and runs the mail job: the mail that went out. */
  const mailFor = async (email: string, purpose: CodePurpose = 'verify_email') => {
    const answer = await request(purpose, { email }, 'de', 'client');
    expect(answer.ok).toBe(true);
    const job = jobs.queued.at(-1)!;
    await worker(job.payload);
    return sent.at(-1);
  };
  return { codes, jobs, clock, accounts, request, verify, spend, worker, mailFor, sent, mails };
};

const linkParts = (link: string) => {
  const [a, b] = new URL(link).pathname.split('/').slice(-2);
  return { a: decodeURIComponent(a!), b: decodeURIComponent(b!) };
};

describe('one-time codes (issue 21): email verification and password reset', () => {
  it('mails a 6-digit code and a link; either proves the address once', async () => {
    const t = setup();
    const mail = (await t.mailFor('new@example.com'))!;
    expect(mail).toMatchObject({ kind: 'verify_email', to: 'new@example.com', language: 'de' });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toMatch(/^https:\/\/passdeck\.test\/signup\/verify\/[^/]+\/[^/]+$/);
    // Only digests are stored.
    expect(JSON.stringify(t.codes.rows)).not.toContain(mail.code);
    expect(JSON.stringify(t.codes.rows)).not.toContain(linkParts(mail.link).b);

    const proof = await t.verify('verify_email', { email: 'new@example.com', code: mail.code }, 'client');
    expect(proof.ok && proof.value.email).toBe('new@example.com');
    expect(await t.verify('verify_email', linkParts(mail.link), 'client')).toMatchObject({
      ok: false,
      error: { code: CODE_ERRORS.invalid },
    });
    const token = proof.ok ? proof.value.token : '';
    expect(await t.spend('verify_email', token)).toEqual({ ok: true, value: { email: 'new@example.com' } });
    expect((await t.spend('verify_email', token)).ok).toBe(false);
  });

  it('lets the link work for 24 hours and the code for 15 minutes', async () => {
    const t = setup();
    const mail = (await t.mailFor('late@example.com'))!;
    t.clock.advance(ONE_TIME_CODE_RULES.codeTtlMs);
    expect(await t.verify('verify_email', { email: 'late@example.com', code: mail.code }, 'c')).toMatchObject(
      {
        ok: false,
        error: { code: CODE_ERRORS.expired },
      },
    );
    t.clock.advance(ONE_TIME_CODE_RULES.linkTtlMs - ONE_TIME_CODE_RULES.codeTtlMs - 1);
    expect((await t.verify('verify_email', linkParts(mail.link), 'c')).ok).toBe(true);
  });

  it('refuses every attempt, right or wrong, once five were made for an address', async () => {
    const t = setup();
    const mail = (await t.mailFor('guess@example.com'))!;
    const wrong = mail.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < ONE_TIME_CODE_RULES.perAddress.limit; i++)
      expect(
        await t.verify('verify_email', { email: 'guess@example.com', code: wrong }, `c${i}`),
      ).toMatchObject({
        ok: false,
        error: { code: CODE_ERRORS.invalid, field: 'code' },
      });
    const right = await t.verify('verify_email', { email: 'guess@example.com', code: mail.code }, 'c9');
    expect(right).toMatchObject({ ok: false, error: { code: 'auth.too_many_attempts' } });
    expect(!right.ok && 'retryAfterSeconds' in right.error && right.error.retryAfterSeconds).toBeGreaterThan(
      0,
    );
    // Once the window has passed the mail's link still works (the code itself has expired by then).
    t.clock.advance(ONE_TIME_CODE_RULES.perAddress.windowMs);
    expect((await t.verify('verify_email', linkParts(mail.link), 'c9')).ok).toBe(true);
  });

  it('makes a re-send wait a minute, and a new mail replaces the old one', async () => {
    const t = setup();
    const first = (await t.mailFor('again@example.com'))!;
    const early = await t.request('verify_email', { email: 'again@example.com' }, 'en', 'client');
    expect(early).toMatchObject({ ok: false, error: { code: CODE_ERRORS.cooldown, retryAfterSeconds: 60 } });
    t.clock.advance(ONE_TIME_CODE_RULES.resendCooldownMs);
    const second = (await t.mailFor('again@example.com'))!;
    expect((await t.verify('verify_email', linkParts(first.link), 'c')).ok).toBe(false);
    expect((await t.verify('verify_email', linkParts(second.link), 'c')).ok).toBe(true);
    // A job of the replaced request that runs late sends nothing.
    const before = t.sent.length;
    await t.worker(t.jobs.queued[0]!.payload);
    expect(t.sent.length).toBe(before);
  });

  it('tells an existing account by mail only, and sends no reset to an unknown address', async () => {
    const t = setup();
    await t.accounts.create({
      ...newOwner('u1', 'owner@example.com', t.clock.now()),
      emailVerifiedAt: t.clock.now(),
    });
    expect(await t.mailFor('owner@example.com')).toMatchObject({ kind: 'account_exists', code: '' });
    const reset = (await t.mailFor('owner@example.com', 'reset_password'))!;
    expect(reset).toMatchObject({ kind: 'reset_password' });
    expect(reset.link).toContain('/reset/verify/');
    const before = t.sent.length;
    expect((await t.request('reset_password', { email: 'nobody@example.com' }, 'en', 'client')).ok).toBe(
      true,
    );
    await t.worker(t.jobs.queued.at(-1)!.payload);
    expect(t.sent.length).toBe(before);
    // A reset proof is not a verification proof.
    const proof = await t.verify('reset_password', linkParts(reset.link), 'c');
    expect(proof.ok && (await t.spend('verify_email', proof.value.token)).ok).toBe(false);
  });

  it('draws six digits from any secret', () => {
    fc.assert(
      fc.property(fc.base64String({ minLength: 12, maxLength: 60 }), (secret) => {
        expect(sixDigitsOf(secret.replace(/[+/=]/g, 'A'))).toMatch(/^\d{6}$/);
      }),
    );
    expect(
      new Set(Array.from({ length: 200 }, (_, i) => sixDigitsOf(`k${i}x9Zq_-abc`))).size,
    ).toBeGreaterThan(150);
  });

  it('answers malformed proofs with a field error, never a crash', async () => {
    const t = setup();
    expect(await t.verify('verify_email', { email: 'x@example.com', code: '12ab56' }, 'c')).toMatchObject({
      ok: false,
    });
    expect(await t.verify('verify_email', { a: '../../etc', b: 'short' }, 'c')).toMatchObject({ ok: false });
    expect(await t.verify('verify_email', { a: `\u0000${'x'.repeat(300)}` }, 'c')).toMatchObject({
      ok: false,
    });
    expect(await t.request('verify_email', { email: 'not-an-email' }, 'en', 'client')).toMatchObject({
      ok: false,
      error: { field: 'email' },
    });
    expect(t.jobs.queued).toEqual([]);
    expect(MINUTE).toBe(60_000);
  });
});

describe('email change codes', () => {
  it('mails a code and link to a new address, and no code to one that has an account', async () => {
    const t = setup();
    const mail = await t.mailFor('fresh@example.com', 'change_email');
    expect(mail).toMatchObject({ kind: 'change_email', to: 'fresh@example.com' });
    expect(new URL(mail!.link).pathname).toMatch(/^\/account\/verify-email\/[\w-]+\/[\w-]+$/);
    await t.accounts.create(newOwner('u9', 'taken@example.com', t.clock.now()));
    // The taken address learns why no code came: its owner may be the one asking.
    const taken = await t.mailFor('taken@example.com', 'change_email');
    expect(taken).toMatchObject({ kind: 'change_email_taken', to: 'taken@example.com', code: '' });
    expect(taken!.link).toBe('https://passdeck.test/login');
    expect(t.mails.at(-1)).toMatchObject({ to: 'taken@example.com', text: '' });
  });
});

describe('code requests per client', () => {
  it('lets one client ask for 10 code mails in 15 minutes, whatever the addresses', async () => {
    const t = setup();
    for (let i = 0; i < ONE_TIME_CODE_RULES.requestsPerClient.limit; i++)
      expect((await t.request('verify_email', { email: `n${i}@example.com` }, 'en', 'busy')).ok).toBe(true);
    expect(await t.request('verify_email', { email: 'one-more@example.com' }, 'en', 'busy')).toMatchObject({
      ok: false,
      error: { code: 'http.too_many_requests', retryAfterSeconds: 900 },
    });
    expect((await t.request('verify_email', { email: 'one-more@example.com' }, 'en', 'other')).ok).toBe(true);
  });
});
