import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, logInAt, startSignedInBusiness, type SignedInBusiness } from './harness.ts';

/**
 * XSS payloads in every text a card and a customer carry (issue 22, attack corpora): the
 * dashboard, the card page and the get-pass page show them as text and run none of them; the
 * PDF and the Apple pass carry them as the literal text.
 */
const PAYLOADS = {
  company: '<img src=x onerror="window.__xss=1">Café',
  description: '"><svg onload="window.__xss=2">',
  field: '<script>window.__xss=3</script>',
  customer: 'Ana <iframe src="javascript:window.parent.__xss=4">',
};

describe.runIf(browserAvailable())('XSS payloads are shown as text everywhere (real Chromium)', () => {
  let business: SignedInBusiness;
  let cardId = '';
  let token = '';

  beforeAll(async () => {
    business = await startSignedInBusiness('xss');
    const { api } = business;
    const demo = (
      await api<{ data: { _id: string } & Record<string, any> }>('POST', '/api/business-card/demo', {
        passType: 'stamp_card',
      })
    ).data;
    cardId = demo._id;
    const card = (await api<{ data: Record<string, any> }>('GET', `/api/business-card/${cardId}`)).data;
    await api('PUT', `/api/business-card/${cardId}`, {
      ...card,
      info: {
        ...card.info,
        companyName: PAYLOADS.company,
        passDescription: PAYLOADS.description,
        fields: card.info.fields.map((field: Record<string, unknown>, i: number) =>
          i === 1 ? { ...field, value: PAYLOADS.field } : field,
        ),
      },
    });
    await api('POST', `/api/business-card/${cardId}/publish`);
    await api('POST', '/api/pass/validation/test-customer', {
      cardId,
      name: PAYLOADS.customer,
      email: 'ana-xss@example.com',
    });
    const issued = await fetch(`${business.server.url}/api/pass/holders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardId }),
    });
    token = ((await issued.json()) as { data: { token: string } }).data.token;
  }, 120_000);
  afterAll(() => business?.stop());

  it('runs none of them in the dashboard, the card page or the get-pass page, and shows them as text', async () => {
    const { server, browser, email, password } = business;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const ranNothing = async (where: string) => {
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
        where,
      ).toBeUndefined();
      expect(await page.locator('img[src="x"], svg[onload], iframe').count(), where).toBe(0);
    };
    await logInAt(page, server.url, '/customers', email, password);
    await page.getByText(PAYLOADS.customer).first().waitFor();
    await ranNothing('/customers');
    for (const path of [`/card/${cardId}`, '/cards', `/get-pass/${cardId}`]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await ranNothing(path);
    }
    await page.getByText(PAYLOADS.company, { exact: false }).first().waitFor();
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('carries them as literal text in the PDF and the Apple pass', async () => {
    const { url } = business.server;
    const pdf = await fetch(`${url}/api/pass/public/pdf/${cardId}?token=${encodeURIComponent(token)}`);
    expect(pdf.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'passdeck-xss-'));
    writeFileSync(join(dir, 'pass.pdf'), new Uint8Array(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', [join(dir, 'pass.pdf'), '-']).toString();
    expect(text).toContain('<img src=x');
    const pkpass = await fetch(`${url}/api/pass/apple/${cardId}?token=${encodeURIComponent(token)}`);
    const passJson = new TextDecoder().decode(
      unzipSync(new Uint8Array(await pkpass.arrayBuffer()))['pass.json'],
    );
    const pass = JSON.parse(passJson) as { organizationName: string };
    expect(pass.organizationName).toBe(PAYLOADS.company);
    expect(passJson).toContain('<script>window.__xss=3</script>');
  });
});
