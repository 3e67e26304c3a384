import { unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../../test/peers/smtp-peer.ts';
import { createTestApp, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';
import { JobWorkerToken } from '../../tokens.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let peer: SmtpPeer;
let auth: Record<string, string>;
let cardId: string;

const FIELDS = [
  { key: 'fullName', label: 'Full name', type: 'text', required: true },
  { key: 'email', label: 'Email', type: 'email', required: true },
  { key: 'size', label: 'Size', type: 'select', options: ['S', 'M'] },
];
const answers = { fullName: 'Ana Kowalska', email: 'ana@example.com', size: 'M' };

const drain = () => use(t.container, JobWorkerToken).drain();
const holderCount = async () => {
  const rows = await t.database.db.execute(sql`select count(*)::int as n from pass_holders`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url, PUBLIC_URL: 'https://passdeck.test', TRUST_PROXY: 'true' });
  ({ auth } = await signUpWithDemoCard(t, 'getpass@example.com'));
  const created = await t.call(
    'POST',
    '/api/business-card',
    {
      name: 'Members club',
      passType: 'stamp_card',
      info: { companyName: 'Café Ana' },
      validation: { enabled: true, message: 'Ask at the counter' },
      dataCollection: { enabled: true, fields: FIELDS },
    },
    auth,
  );
  cardId = created.json.data._id;
  await t.call('POST', `/api/business-card/${cardId}/publish`, undefined, auth);
});
afterAll(() => peer.close());

describe('the get-pass flow (requirements §4, §7)', () => {
  it('walks validate_code → collect_data → download with the holder token', async () => {
    const publicReqs = await t.call('GET', `/api/pass/requirements/${cardId}`);
    expect(publicReqs.json.data).toMatchObject({
      requiresValidation: true,
      requiresDataCollection: true,
      nextAction: 'validate_code',
    });
    expect(publicReqs.json.data.dataCollectionFields).toHaveLength(3);
    expect((await t.call('GET', `/api/pass/data/requirements/${cardId}`)).json.data).toMatchObject({
      needsDataCollection: true,
      needsValidation: true,
      validationMessage: 'Ask at the counter',
      message: 'Please provide your information to receive your pass.',
    });
    // The default sentence is Passdeck's, so a Portuguese phone reads it in Portuguese.
    const portuguese = await t.call('GET', `/api/pass/data/requirements/${cardId}`, undefined, {
      'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5',
    });
    expect(portuguese.json.data.message).toBe('Indique os seus dados para receber o seu passe.');

    const issued = await t.call('POST', '/api/pass/validation/issue-code', { cardId }, auth);
    expect(issued.status).toBe(200);
    expect(issued.json).toMatchObject({
      success: true,
      validationCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });

    const wrong = await t.call('POST', '/api/pass/validation/validate', {
      cardId,
      validationCode: 'ZZZZ2222',
    });
    expect(wrong).toMatchObject({
      status: 400,
      json: { success: false, message: 'validationCode: This code is not valid. Check it and try again.' },
    });
    const validated = await t.call('POST', '/api/pass/validation/validate', {
      cardId,
      validationCode: issued.json.validationCode,
    });
    expect(validated.status).toBe(200);
    const token = validated.json.data.token as string;
    const again = await t.call('POST', '/api/pass/validation/validate', {
      cardId,
      validationCode: issued.json.validationCode,
    });
    // Entered again before the pass is taken (another browser): the same pass.
    expect(again.json).toEqual({ success: true, data: { token } });

    expect(
      (await t.call('GET', `/api/pass/requirements/${cardId}?token=${token}`)).json.data.nextAction,
    ).toBe('collect_data');
    expect((await t.app.request(`/api/pass/apple/${cardId}?token=${token}`)).status).toBe(403);

    const bad = await t.call('POST', '/api/pass/data/submit', {
      cardId,
      token,
      data: { ...answers, email: 'ana@' },
    });
    expect(bad).toMatchObject({
      status: 400,
      json: { success: false, message: 'data.email: Enter a valid email address.' },
    });
    const unknown = await t.call('POST', '/api/pass/data/submit', {
      cardId,
      token,
      data: { ...answers, vip: 'yes' },
    });
    expect(unknown.json.message).toBe('data.vip: This field is not part of the form.');

    const before = await holderCount();
    const submitted = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/pass/data/submit', { cardId, token, data: answers })),
    );
    expect(submitted.map((r) => r.json)).toEqual([
      { success: true, data: { token } },
      { success: true, data: { token } },
    ]);
    expect(await holderCount()).toBe(before);
    // requirements §7 "token plus data, or cardId plus data": the token alone names the card (issue 22).
    expect(await t.call('POST', '/api/pass/data/submit', { token, data: answers })).toMatchObject({
      status: 200,
      json: { success: true, data: { token } },
    });
    expect(
      (await t.call('POST', '/api/pass/data/submit', { token: 'no-such-token', data: answers })).status,
    ).toBe(404);
    expect(await holderCount()).toBe(before);

    expect(
      (await t.call('GET', `/api/pass/requirements/${cardId}?token=${token}`)).json.data.nextAction,
    ).toBe('download');
    const apple = await t.app.request(`/api/pass/apple/${cardId}?token=${token}`);
    expect(apple.status).toBe(200);
    const files = unzipSync(new Uint8Array(await apple.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']));
    const pdf = await t.app.request(`/api/pass/public/pdf/${cardId}?token=${token}`);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // The pass is taken: its code is spent.
    const spent = await t.call('POST', '/api/pass/validation/validate', {
      cardId,
      validationCode: issued.json.validationCode,
    });
    expect(spent).toMatchObject({
      status: 400,
      json: { success: false, message: 'validationCode: This code has already been used.' },
    });
  });

  it('blocks a client after 5 wrong codes for a card, with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.call>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.call(
        'POST',
        '/api/pass/validation/validate',
        { cardId, validationCode: `WRONG${i}` },
        {
          'x-forwarded-for': '203.0.113.9',
        },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.json.message).toBe('Too many wrong codes. Please wait a few minutes and try again.');

    // While the limit holds, the right code is refused too (issue 22): guessing cannot win.
    const issued = await t.call('POST', '/api/pass/validation/issue-code', { cardId }, auth);
    const right = { cardId, validationCode: issued.json.validationCode };
    const blocked = await t.call('POST', '/api/pass/validation/validate', right, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await t.call('POST', '/api/pass/validation/validate', right, {
      'x-forwarded-for': '203.0.113.10',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses bad input with 4xx and the same 404 for unknown, draft and foreign cards', async () => {
    for (const body of [
      '{',
      '[]',
      JSON.stringify({ cardId }),
      JSON.stringify({ cardId: 5, validationCode: 'X' }),
    ]) {
      const res = await t.call('POST', '/api/pass/validation/validate', body);
      expect(res.status).toBe(400);
      expect(res.json.success).toBe(false);
    }
    const draft = (await t.call('POST', '/api/business-card', { name: 'Draft', passType: 'coupon' }, auth))
      .json.data._id;
    const notFound = await Promise.all(
      [draft, 'no-such-card'].flatMap((id) => [
        t.call('GET', `/api/pass/requirements/${id}`),
        t.call('GET', `/api/pass/data/requirements/${id}`),
        t.call('POST', '/api/pass/data/submit', { cardId: id, data: {} }),
        t.call('POST', '/api/pass/validation/validate', { cardId: id, validationCode: 'X' }),
      ]),
    );
    for (const res of notFound)
      expect(res).toMatchObject({ status: 404, json: { message: 'This pass is not available.' } });
    expect((await t.call('GET', `/api/pass/requirements/${cardId}?token=forged`)).status).toBe(404);

    const other = await signUpWithDemoCard(t, 'other-business@example.com');
    for (const path of ['issue-code', 'test-customer'])
      expect(
        await t.call(
          'POST',
          `/api/pass/validation/${path}`,
          { cardId, name: 'X', email: 'x@example.com' },
          other.auth,
        ),
      ).toMatchObject({ status: 400, json: { message: 'cardId: Invalid card ID' } });
    const mine = await t.call('POST', '/api/pass/validation/issue-code', { cardId }, auth);
    expect(
      (
        await t.call(
          'POST',
          `/api/pass/validation/regenerate-code/${mine.json.data.id}`,
          undefined,
          other.auth,
        )
      ).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/pass/validation/issue-code', { cardId })).status).toBe(401);
  });

  it('creates customers from the form and test customers, and regenerates codes', async () => {
    const created = await t.call('POST', '/api/pass/validation/create-user', { cardId, data: answers }, auth);
    expect(created.json).toMatchObject({
      success: true,
      data: { name: 'Ana Kowalska', email: 'ana@example.com' },
    });
    expect(
      (await t.call('POST', '/api/pass/validation/create-user', { cardId, data: { fullName: 'Bo' } }, auth))
        .json.message,
    ).toBe('data.email: This field is required.');

    for (const body of [
      { name: 'Test', email: 'test@example.com' },
      { cardId: 'demo', name: 'Test', email: 'test@example.com' },
    ])
      expect(await t.call('POST', '/api/pass/validation/test-customer', body, auth)).toMatchObject({
        status: 400,
        json: { message: 'cardId: Invalid card ID' },
      });
    expect(
      (await t.call('POST', '/api/pass/validation/test-customer', { cardId, email: 'a@b.co' }, auth)).json
        .message,
    ).toBe('name: This field is required.');
    const test = await t.call(
      'POST',
      '/api/pass/validation/test-customer',
      { cardId, name: 'Test', email: 'test@example.com', phone: '+48 600 100 200' },
      auth,
    );
    expect(test.json).toMatchObject({ success: true, message: 'Test customer created successfully!' });

    const fresh = await t.call(
      'POST',
      `/api/pass/validation/regenerate-code/${test.json.data.id}`,
      undefined,
      auth,
    );
    expect(fresh.json.validationCode).not.toBe(test.json.validationCode);
    expect(
      (
        await t.call('POST', '/api/pass/validation/validate', {
          cardId,
          validationCode: test.json.validationCode,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/pass/validation/validate', {
          cardId,
          validationCode: fresh.json.validationCode,
        })
      ).status,
    ).toBe(200);
  });
});

describe('GET /api/business-card/{id}/poster', () => {
  it('prints an A4 poster whose QR code opens the get-pass page, in the asked language', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync, readdirSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const jsQR = (await import('jsqr')).default;
    const { PNG } = await import('pngjs');
    const res = await t.app.request(`/api/business-card/${cardId}/poster?lang=pl`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Named after the business (ASCII), never the card's internal name.
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Cafe-Ana-poster.pdf"');
    const dir = mkdtempSync(join(tmpdir(), 'passdeck-poster-'));
    writeFileSync(join(dir, 'poster.pdf'), new Uint8Array(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', [join(dir, 'poster.pdf'), '-'])
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain('Café Ana');
    expect(text).toContain('Odbierz naszą kartę do portfela');
    expect(text).not.toContain('Members club');
    execFileSync('pdftoppm', ['-png', '-r', '72', join(dir, 'poster.pdf'), join(dir, 'page')]);
    const png = PNG.sync.read(
      readFileSync(
        join(
          dir,
          readdirSync(dir).find((f) => f.endsWith('.png'))!,
        ),
      ),
    );
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      `https://passdeck.test/get-pass/${cardId}`,
    );
    expect((await t.app.request(`/api/business-card/${cardId}/poster`)).status).toBe(401);
    const other = await signUpWithDemoCard(t, 'poster-other@example.com');
    expect((await t.app.request(`/api/business-card/${cardId}/poster`, { headers: other.auth })).status).toBe(
      404,
    );
  });
});

describe('emails (requirements §7 send-invitation, contact-form, rating)', () => {
  it('sends the invitation in the background through SMTP with a working get-pass link', async () => {
    const before = peer.received.length;
    const res = await t.call(
      'POST',
      '/api/email/send-invitation',
      { email: 'guest@example.com', cardId, memberName: 'Guest', personalMessage: 'Welcome to the club!' },
      { ...auth, 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    );
    expect(res.json).toMatchObject({ success: true, message: 'Invitation email sent successfully!' });
    await drain();
    const [mail] = (await peer.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(['guest@example.com']);
    // In the card's language, not the sender's screen's: a German dashboard writes to the card's reader in English.
    expect(mail!.subject).toBe('Café Ana invites you to get their wallet pass');
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain('Members club');
    expect(mail!.text).toContain('Welcome to the club!');
    const link = /https:\/\/passdeck\.test\/get-pass\/\S+/.exec(mail!.text ?? '')![0];
    const url = new URL(link);
    expect(url.pathname).toBe(`/get-pass/${cardId}`);
    expect(url.searchParams.get('code')).toBe(res.json.data.validationCode);
    expect(mail!.html).toContain(res.json.data.validationCode);
    expect(
      (await t.call('GET', `/api/email/invitation-status/${res.json.data.customerId}`, undefined, auth)).json
        .data,
    ).toEqual({ status: 'sent' });
    const validated = await t.call('POST', '/api/pass/validation/validate', {
      cardId,
      validationCode: url.searchParams.get('code'),
    });
    expect(validated.status).toBe(200);
    // A language the sender names wins, worded for any business ("seinem" fit no Bäckerei).
    const german = await t.call(
      'POST',
      '/api/email/send-invitation',
      { email: 'gast@example.com', cardId, language: 'de' },
      auth,
    );
    expect(german.status).toBe(200);
    await drain();
    const [deMail] = (await peer.waitFor(before + 2)).slice(before + 1);
    expect(deMail!.subject).toBe('Einladung von Café Ana: Ihr Wallet-Pass');
  });

  it('answers at once when the mail server refuses, and dead-letters the job', async () => {
    peer.refuseWith(550, 'No such user');
    try {
      const res = await t.call(
        'POST',
        '/api/email/send-invitation',
        { email: 'nobody@example.com', cardId },
        auth,
      );
      expect(res.status).toBe(200);
      const status = () =>
        t.call('GET', `/api/email/invitation-status/${res.json.data.customerId}`, undefined, auth);
      expect((await status()).json.data).toEqual({ status: 'queued' });
      await drain();
      expect((await status()).json.data).toEqual({ status: 'failed' });
      const other = await signUpWithDemoCard(t, 'status-other@example.com');
      expect(
        (
          await t.call(
            'GET',
            `/api/email/invitation-status/${res.json.data.customerId}`,
            undefined,
            other.auth,
          )
        ).status,
      ).toBe(404);
      const rows = await t.database.db.execute(
        sql`select dead_at, last_error from jobs where type = 'mail.invitation' and dead_at is not null`,
      );
      const dead = (rows as unknown as { rows: { last_error: string }[] }).rows;
      expect(dead.at(-1)?.last_error).toMatch(/No such user/);
    } finally {
      peer.refuseWith(null);
    }
    expect(
      (await t.call('POST', '/api/email/send-invitation', { email: 'x@', cardId }, auth)).json.message,
    ).toBe('email: Enter a valid email address.');
    expect(
      (
        await t.call(
          'POST',
          '/api/email/send-invitation',
          { email: 'a@b.co', cardId, personalMessage: 'x'.repeat(501) },
          auth,
        )
      ).json.message,
    ).toBe('personalMessage: This is too long.');
  });

  it('mails contact messages and ratings to the support inbox', async () => {
    const before = peer.received.length;
    expect(
      (
        await t.call('POST', '/api/email/contact-form', {
          name: 'Ana',
          email: 'ana@example.com',
          message: 'Hello!',
        })
      ).json,
    ).toEqual({ success: true });
    expect((await t.call('POST', '/api/email/rating', { rating: 5, comment: 'Great' })).status).toBe(401);
    expect((await t.call('POST', '/api/email/rating', { rating: 9 }, auth)).status).toBe(400);
    expect((await t.call('POST', '/api/email/rating', { rating: 5, comment: 'Great' }, auth)).json).toEqual({
      success: true,
    });
    await drain();
    const mails = (await peer.waitFor(before + 2)).slice(before);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Contact form: Ana', 'Rating: ★★★★★']);
    expect(mails.find((m) => m.subject === 'Contact form: Ana')!.replyTo?.text).toContain('ana@example.com');
    expect(
      (await t.call('POST', '/api/email/contact-form', { name: 'Ana', email: 'bad', message: 'x' })).status,
    ).toBe(400);
  });
});
