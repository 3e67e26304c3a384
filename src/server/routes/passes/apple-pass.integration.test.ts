import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApplePassJsonSchema } from '#domain/wallet/index.ts';
import { loadConfig } from '../../config.ts';
import { ConfigToken } from '../../tokens.ts';
import { use } from '../../http/api.ts';
import { hasOpenssl, opensslVerifiesDetached } from '../../../../test/setup/openssl.ts';
import { passHolders } from '#adapters/persistence/schema.ts';
import { createTestApp, issuePass } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const reg = await t.register('passes@example.com');
  auth = { authorization: `Bearer ${reg.json.data.access_token}` };
  await t.call(
    'PUT',
    '/api/users/me',
    { firstName: 'A', lastName: 'B', businessName: 'Café Łódź', businessType: 'cafe' },
    auth,
  );
});

const holderCount = async () => (await t.database.db.select({ id: passHolders.id }).from(passHolders)).length;

describe('passes are issued on purpose (POST /api/pass/holders), downloaded by token', () => {
  it('sends a download without a token to the get-pass page, creating nobody (GET and HEAD)', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const before = await holderCount();
    for (const kind of ['apple', 'google', 'public/pdf'])
      for (const method of ['GET', 'HEAD']) {
        const res = await t.app.request(`/api/pass/${kind}/${card._id}`, { method });
        expect(res.status, `${method} ${kind}`).toBe(302);
        expect(res.headers.get('location')).toBe(`/get-pass/${card._id}`);
      }
    expect(await holderCount()).toBe(before);
    const issued = await t.call('POST', '/api/pass/holders', { cardId: card._id });
    expect(issued.status).toBe(201);
    expect(issued.json).toEqual({ success: true, data: { token: expect.any(String) } });
    expect(await holderCount()).toBe(before + 1);
    // Every format with the token is the same customer.
    for (const kind of ['apple', 'google', 'public/pdf'])
      expect([200, 302]).toContain(
        (await t.app.request(`/api/pass/${kind}/${card._id}?token=${issued.json.data.token}`)).status,
      );
    expect(await holderCount()).toBe(before + 1);
  });

  it('refuses bad input to POST /api/pass/holders with a 4xx', async () => {
    for (const body of [{}, { cardId: '' }, { cardId: 'x'.repeat(300) }, { cardId: 7 }, 'nope'])
      expect((await t.call('POST', '/api/pass/holders', body)).status).toBe(400);
    expect((await t.call('POST', '/api/pass/holders', { cardId: 'not-a-card' })).status).toBe(404);
    expect(
      (await t.call('POST', '/api/pass/holders', { cardId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
  });
});

describe('GET /api/pass/apple/{cardId}', () => {
  it('serves the signed .pkpass of the holder its token names, with its validators', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const res = await t.app.request(`/api/pass/apple/${card._id}?token=${await issuePass(t, card._id)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"\d+"$/);
    expect(Date.parse(res.headers.get('last-modified') ?? '')).not.toBeNaN();
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.pkpass"/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'pass.json',
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'manifest.json',
        'signature',
      ]),
    );
    const pass = ApplePassJsonSchema.parse(JSON.parse(new TextDecoder().decode(files['pass.json'])));
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.app.passdeck.dev',
      teamIdentifier: 'PASSDECK01',
      organizationName: 'Café Łódź',
    });
    expect(pass.storeCard?.headerFields[0]?.value).toBe('0 of 10');
    if (hasOpenssl) {
      const dataDir = use(t.container, ConfigToken).dataDir;
      expect(
        opensslVerifiesDetached(
          files['manifest.json']!,
          files.signature!,
          readFileSync(join(dataDir, 'apple-dev', 'root.pem'), 'utf8'),
        ),
      ).toBe(true);
    }
    expect(pass.webServiceURL).toBe('https://passdeck.example/api/wallet/apple');
    expect(pass.authenticationToken?.length).toBeGreaterThanOrEqual(16);
  });

  it('asks for the next step on cards with requirements, and hides drafts and unknown holders', async () => {
    const draft = (await t.call('POST', '/api/business-card', { name: 'Draft', passType: 'coupon' }, auth))
      .json.data;
    expect((await t.call('POST', '/api/pass/holders', { cardId: draft._id })).status).toBe(404);
    expect((await t.app.request(`/api/pass/apple/${draft._id}?token=any`)).status).toBe(404);
    const guarded = (
      await t.call(
        'POST',
        '/api/business-card',
        { name: 'Members', passType: 'stamp_card', validation: { enabled: true } },
        auth,
      )
    ).json.data;
    await t.call('POST', `/api/business-card/${guarded._id}/publish`, undefined, auth);
    const res = await t.call('POST', '/api/pass/holders', { cardId: guarded._id });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      success: false,
      message: 'Please complete the previous steps to get your pass.',
      code: 'passes.requirements_pending',
      nextAction: 'validate_code',
    });
    expect((await t.app.request(`/api/pass/apple/${guarded._id}?token=not-a-holder`)).status).toBe(404);
    expect((await t.app.request('/api/pass/apple/not-a-card?token=any')).status).toBe(404);
  });

  it('refuses a configured certificate that does not match the identifiers', async () => {
    const { checkSignerCertificate } = await import('#adapters/wallet/apple/signing-identity.ts');
    const dataDir = use(t.container, ConfigToken).dataDir;
    const signer = readFileSync(join(dataDir, 'apple-dev', 'signer.pem'), 'utf8');
    expect(() =>
      checkSignerCertificate(signer, 'pass.app.passdeck.dev', 'PASSDECK01', new Date()),
    ).not.toThrow();
    expect(() => checkSignerCertificate(signer, 'pass.com.other', 'OTHER12345', new Date())).toThrow(
      /UID is "pass.app.passdeck.dev" but APPLE_PASS_TYPE_ID is "pass.com.other"; its OU is "PASSDECK01" but APPLE_TEAM_ID is "OTHER12345"/,
    );
    expect(() =>
      checkSignerCertificate(signer, 'pass.app.passdeck.dev', 'PASSDECK01', new Date('2100-01-01')),
    ).toThrow(/expired/);
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: 'com.nope' })).toThrow(
      /APPLE_PASS_TYPE_ID: must look like pass\.com\.example\.loyalty/,
    );
  });
});

describe('GET /api/pass/google/{cardId}', () => {
  it('redirects to a save link whose RS256 JWT carries the class and object', async () => {
    const { importSPKI, jwtVerify } = await import('jose');
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'point_card' }, auth)).json
      .data;
    const token = await issuePass(t, card._id);
    const res = await t.app.request(`/api/pass/google/${card._id}?token=${token}`);
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const dataDir = use(t.container, ConfigToken).dataDir;
    const account = JSON.parse(readFileSync(join(dataDir, 'google-dev', 'service-account.json'), 'utf8')) as {
      public_key: string;
      client_email: string;
    };
    const { payload, protectedHeader } = await jwtVerify(
      location.split('/').pop()!,
      await importSPKI(account.public_key, 'RS256'),
      { audience: 'google', issuer: account.client_email },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://passdeck.example'] });
    const body = payload.payload as {
      loyaltyClasses: { id: string }[];
      loyaltyObjects: { classId: string; loyaltyPoints: unknown }[];
    };
    expect(body.loyaltyObjects[0]?.classId).toBe(body.loyaltyClasses[0]?.id);
    expect(body.loyaltyObjects[0]?.loyaltyPoints).toMatchObject({ balance: { string: '0' } });

    const json = await t.app.request(`/api/pass/google/${card._id}?token=${token}`, {
      headers: { accept: 'application/json' },
    });
    expect(((await json.json()) as { data: { saveUrl: string } }).data.saveUrl).toMatch(
      /^https:\/\/pay\.google\.com\/gp\/v\/save\//,
    );
    expect((await t.app.request('/api/pass/google/not-a-card?token=any')).status).toBe(404);
  });
});

describe('GET /api/pass/public/pdf/{cardId}', () => {
  it('renders Unicode text and a QR code that decodes to the holder code', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync, readdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const jsQR = (await import('jsqr')).default;
    const { PNG } = await import('pngjs');
    const { passHolders } = await import('#adapters/persistence/schema.ts');
    const card = (
      await t.call(
        'POST',
        '/api/business-card',
        {
          name: 'Internal name',
          passType: 'stamp_card',
          info: {
            companyName: 'Café Łódź',
            passDescription: 'Картка лояльності',
            fields: [{ key: 'position', label: 'Stamps', value: '' }],
          },
        },
        auth,
      )
    ).json.data;
    await t.call('POST', `/api/business-card/${card._id}/publish`, undefined, auth);
    const res = await t.app.request(`/api/pass/public/pdf/${card._id}?token=${await issuePass(t, card._id)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'passdeck-pdf-'));
    writeFileSync(join(dir, 'pass.pdf'), new Uint8Array(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', [join(dir, 'pass.pdf'), '-']).toString();
    expect(text).toContain('Café Łódź');
    expect(text).toContain('Картка лояльності');
    // The card's name is the owner's own (issue 19): customers never see it.
    expect(text).not.toContain('Internal name');
    expect(text).toContain('0 of 10');
    execFileSync('pdftoppm', ['-png', '-r', '150', join(dir, 'pass.pdf'), join(dir, 'page')]);
    const png = PNG.sync.read(
      readFileSync(
        join(
          dir,
          readdirSync(dir).find((f) => f.endsWith('.png'))!,
        ),
      ),
    );
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const holders = await t.database.db.select({ code: passHolders.barcodeMessage }).from(passHolders);
    expect(holders.map((h) => h.code)).toContain(decoded?.data);
  });
});
