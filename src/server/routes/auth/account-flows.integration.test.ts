import { beforeAll, describe, expect, it } from 'vitest';
import { newestMailTo } from '../../../../test/setup/outbox.ts';
import { createTestApp } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';
import { JobWorkerToken } from '../../tokens.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The server's clock runs with real time, plus what a test skips ahead (the re-send cool-down). */
let skipped = 0;
beforeAll(async () => {
  // Behind a trusted proxy, so that each sign-up below comes from its own client (a client may
  // ask for 10 code mails in 15 minutes).
  t = await createTestApp({ TRUST_PROXY: 'true' }, { clock: { now: () => new Date(Date.now() + skipped) } });
});

const drain = () => use(t.container, JobWorkerToken).drain();
const mailTo = async (email: string) => {
  await drain();
  const mail = await newestMailTo(t.config.mail.outboxDir, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up through the mailbox: code request, the mail's code, register. */
let clients = 0;
const signUp = async (email: string, password = 'orange-kite-41', headers: Record<string, string> = {}) => {
  const client = { 'x-forwarded-for': `198.51.100.${++clients}` };
  expect((await t.call('POST', '/api/auth/email-verification-link', { email }, client)).status).toBe(200);
  const mail = await mailTo(email);
  const verified = await t.call('POST', '/api/auth/verify-email', { email, code: mail.code });
  expect(verified.status).toBe(200);
  const reg = await t.call(
    'POST',
    '/api/auth/register',
    { email, password, verificationToken: verified.json.data.verificationToken },
    headers,
  );
  expect(reg.status).toBe(201);
  return reg.json.data as { _id: string; access_token: string; refresh_token: string };
};

describe('verified sign-up (issue 21)', () => {
  it('mails a code and a link; either proves the address once; register spends the proof', async () => {
    const ask = await t.call('POST', '/api/auth/email-verification-link', { email: 'New@Example.com' });
    expect(ask.status).toBe(200);
    expect(ask.json).toEqual({ success: true, data: { sent: true } });
    const again = await t.call('POST', '/api/auth/email-verification-link', { email: 'new@example.com' });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

    const mail = await mailTo('new@example.com');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link?.path).toBe('/signup/verify');
    const byLink = await t.call('POST', '/api/auth/verify-email', { a: mail.link!.a, b: mail.link!.b });
    expect(byLink.status).toBe(200);
    expect(byLink.json.data.verificationToken).toEqual(expect.any(String));
    // One mail proves the address once: the code of the same mail is spent with its link.
    const byCode = await t.call('POST', '/api/auth/verify-email', {
      email: 'new@example.com',
      code: mail.code,
    });
    expect(byCode.status).toBe(400);
    expect(byCode.json).toMatchObject({ success: false, code: 'auth.code_invalid' });

    const wrongToken = await t.call('POST', '/api/auth/register', {
      email: 'new@example.com',
      password: 'orange-kite-41',
      verificationToken: 'not-a-real-token-at-all',
    });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.json).toMatchObject({ code: 'auth.verification_invalid', field: 'verificationToken' });
    // A typo in the address, as on the link page in another browser: said as such, and the proof stays.
    const typo = await t.call('POST', '/api/auth/register', {
      email: 'nwe@example.com',
      password: 'orange-kite-41',
      verificationToken: byLink.json.data.verificationToken,
    });
    expect(typo.status).toBe(400);
    expect(typo.json).toMatchObject({ code: 'auth.verification_other_address', field: 'email' });
    const reg = await t.call('POST', '/api/auth/register', {
      email: 'new@example.com',
      password: 'orange-kite-41',
      verificationToken: byLink.json.data.verificationToken,
      firstName: 'Nia',
    });
    expect(reg.status).toBe(201);
    const me = await t.call('GET', '/api/users/me', undefined, bearer(reg.json.data.access_token));
    expect(me.json.data).toMatchObject({ isEmailVerified: true, teamRole: 'owner', firstName: 'Nia' });
  });

  it('answers the same for a known address and mails it "you already have an account" instead of a code', async () => {
    await signUp('known@example.com');
    skipped += 61_000;
    const known = await t.call('POST', '/api/auth/email-verification-link', { email: 'known@example.com' });
    const unknown = await t.call('POST', '/api/auth/email-verification-link', {
      email: 'unknown@example.com',
    });
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
    const mail = await mailTo('known@example.com');
    expect(mail.code).toBeNull();
    expect(mail.text).toContain('/login');
  });

  it('writes the code mails in the language the request asks for (the web app sends its UI language)', async () => {
    const german = { 'accept-language': 'de', 'x-forwarded-for': '198.51.100.201' };
    const ask = await t.call(
      'POST',
      '/api/auth/email-verification-link',
      { email: 'deutsch@example.com' },
      german,
    );
    expect(ask.status).toBe(200);
    expect((await mailTo('deutsch@example.com')).subject).toBe(
      'Bestätigen Sie Ihre E-Mail-Adresse, um Ihre Registrierung bei Passdeck abzuschließen',
    );
    const { access_token } = await signUp('umzug@example.com');
    const reset = await t.call('POST', '/api/auth/reset-password', { email: 'umzug@example.com' }, german);
    expect(reset.status).toBe(200);
    expect((await mailTo('umzug@example.com')).subject).toBe('Ihr Passdeck-Passwort zurücksetzen');
    // Its own address is no change: no mail would go out, so the answer does not say one did.
    const same = await t.call(
      'POST',
      '/api/users/me/email',
      { email: 'UMZUG@example.com' },
      { ...german, ...bearer(access_token) },
    );
    expect([same.status, same.json.code, same.json.field]).toEqual([400, 'auth.email_unchanged', 'email']);
    const move = await t.call(
      'POST',
      '/api/users/me/email',
      { email: 'umgezogen@example.com' },
      { ...german, ...bearer(access_token) },
    );
    expect(move.status).toBe(200);
    expect((await mailTo('umgezogen@example.com')).subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
  });

  it('limits code mails per client, whatever the addresses', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await t.call('POST', '/api/auth/email-verification-link', { email: `bulk${i}@example.com` }, client))
          .status,
      );
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('refuses every attempt after 5 wrong codes, even the right one, with Retry-After', async () => {
    await t.call('POST', '/api/auth/email-verification-link', { email: 'guess@example.com' });
    const mail = await mailTo('guess@example.com');
    const wrong = mail.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(
        (await t.call('POST', '/api/auth/verify-email', { email: 'guess@example.com', code: wrong })).status,
      ).toBe(400);
    const right = await t.call('POST', '/api/auth/verify-email', {
      email: 'guess@example.com',
      code: mail.code,
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses bad bodies with 400 and a code, never 500', async () => {
    for (const body of [
      {},
      { email: 'x@y.co', code: '12345' },
      { email: 'x@y.co\u0000', code: '123456' },
      { a: 'not-a-uuid', b: 'x'.repeat(30) },
      { a: '00000000-0000-4000-8000-000000000000', b: '../../etc/passwd' },
    ]) {
      const res = await t.call('POST', '/api/auth/verify-email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toEqual(expect.any(String));
    }
    const common = await t.call('POST', '/api/auth/register', {
      email: 'c@example.com',
      password: 'qwertyuiop',
      verificationToken: 'not-spent-on-a-weak-password',
    });
    expect(common.json).toMatchObject({ code: 'validation.password_common', field: 'password' });
  });
});

describe('password reset (issue 21)', () => {
  it('resets with the otp or the link, once, and signs every session out', async () => {
    const account = await signUp('reset@example.com');
    const known = await t.call('POST', '/api/auth/reset-password', { email: 'reset@example.com' });
    const unknown = await t.call('POST', '/api/auth/reset-password', { email: 'nobody-here@example.com' });
    expect(known.json).toEqual(unknown.json);
    expect(known.status).toBe(200);
    await drain();
    expect(await newestMailTo(t.config.mail.outboxDir, 'nobody-here@example.com')).toBeNull();

    const mail = await mailTo('reset@example.com');
    expect(mail.link?.path).toBe('/reset/verify');
    const checked = await t.call('POST', '/api/auth/verify-reset-password-otp', {
      email: 'reset@example.com',
      otp: mail.code,
    });
    expect(checked.status).toBe(200);
    const resetToken = checked.json.data.resetToken as string;
    const weak = await t.call('POST', '/api/auth/verify-password', { resetToken, password: '1234567890' });
    expect(weak.json).toMatchObject({ code: 'validation.password_common' });
    const same = await t.call('POST', '/api/auth/verify-password', {
      resetToken,
      password: 'orange-kite-41',
    });
    expect([same.status, same.json.code, same.json.field]).toEqual([
      400,
      'validation.password_unchanged',
      'password',
    ]);
    const done = await t.call('POST', '/api/auth/verify-password', {
      resetToken,
      password: 'new-harbour-77',
    });
    expect(done.status).toBe(200);
    expect(
      (await t.call('POST', '/api/auth/verify-password', { resetToken, password: 'new-harbour-78' })).status,
    ).toBe(400);
    expect((await mailTo('reset@example.com')).subject).toBe('Your Passdeck password was changed');

    expect((await t.call('GET', '/api/users/me', undefined, bearer(account.access_token))).status).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { refresh_token: account.refresh_token })).status).toBe(
      401,
    );
    const login = await t.call('POST', '/api/auth/login', {
      email: 'reset@example.com',
      password: 'new-harbour-77',
    });
    expect(login.status).toBe(200);
  });
});

describe('password change and sessions (issue 21)', () => {
  it('lists devices, ends one or all others, and a password change keeps only this one', async () => {
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const me = await signUp('sessions@example.com', 'orange-kite-41', { 'user-agent': chrome });
    const phone = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'sessions@example.com', password: 'orange-kite-41' },
      {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      },
    );
    const laptop = await t.call('POST', '/api/auth/login', {
      email: 'sessions@example.com',
      password: 'orange-kite-41',
    });
    const list = await t.call('GET', '/api/auth/sessions', undefined, bearer(me.access_token));
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(3);
    expect(list.json.data.find((s: { current: boolean }) => s.current)).toMatchObject({
      browser: 'Chrome',
      os: 'macOS',
    });

    const phoneId = list.json.data.find((s: { os: string | null }) => s.os === 'iOS').id as string;
    const stranger = await signUp('stranger@example.com');
    expect(
      (await t.call('DELETE', `/api/auth/sessions/${phoneId}`, undefined, bearer(stranger.access_token)))
        .status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/auth/sessions/${'x'.repeat(300)}`, undefined, bearer(me.access_token)))
        .status,
    ).toBe(400);
    const ended = await t.call('DELETE', `/api/auth/sessions/${phoneId}`, undefined, bearer(me.access_token));
    expect(ended.json).toEqual({ success: true, data: { ended: 1 } });
    expect(
      (await t.call('GET', '/api/users/me', undefined, bearer(phone.json.data.access_token))).status,
    ).toBe(401);

    const wrong = await t.call(
      'PUT',
      '/api/users/me/password',
      { currentPassword: 'not-my-password', newPassword: 'new-harbour-77' },
      bearer(me.access_token),
    );
    expect(wrong.json).toMatchObject({ code: 'auth.current_password_wrong', field: 'currentPassword' });
    const changed = await t.call(
      'PUT',
      '/api/users/me/password',
      { currentPassword: 'orange-kite-41', newPassword: 'new-harbour-77' },
      bearer(me.access_token),
    );
    expect(changed.json).toEqual({ success: true, data: { endedSessions: 1 } });
    const notice = await mailTo('sessions@example.com');
    expect(notice.subject).toBe('Your Passdeck password was changed');
    expect(notice.text).toMatch(
      /sessions@example\.com was changed on .+ UTC\. Other devices were logged out\./,
    );
    expect(
      (await t.call('GET', '/api/users/me', undefined, bearer(laptop.json.data.access_token))).status,
    ).toBe(401);
    expect((await t.call('GET', '/api/users/me', undefined, bearer(me.access_token))).status).toBe(200);

    await t.call('POST', '/api/auth/login', { email: 'sessions@example.com', password: 'new-harbour-77' });
    const others = await t.call('DELETE', '/api/auth/sessions', undefined, bearer(me.access_token));
    expect(others.json).toEqual({ success: true, data: { ended: 1 } });

    await t.call('POST', '/api/auth/logout', { refresh_token: me.refresh_token });
    expect((await t.call('GET', '/api/users/me', undefined, bearer(me.access_token))).status).toBe(401);
  });
});
