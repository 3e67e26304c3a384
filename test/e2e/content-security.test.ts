import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, logInAt, startSignedInBusiness, type SignedInBusiness } from './harness.ts';

/**
 * The Content-Security-Policy (issue 22: no inline scripts) against what the built app really
 * does: every screen of the dashboard, the scanner and a customer's get-pass page load and work
 * without one violation report.
 */
describe.runIf(browserAvailable())('content security policy (real Chromium)', () => {
  let business: SignedInBusiness;
  let cardId = '';

  beforeAll(async () => {
    business = await startSignedInBusiness('csp');
    cardId = (
      await business.api<{ data: { _id: string } }>('POST', '/api/business-card/demo', {
        passType: 'stamp_card',
      })
    ).data._id;
  });
  afterAll(() => business?.stop());

  it('serves a strict policy and no screen breaks it', async () => {
    const { server, browser, email, password } = business;
    const head = await fetch(`${server.url}/login`);
    const policy = head.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false);
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const violations: string[] = [];
    await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} at ${location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
        ),
      );
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await logInAt(page, server.url, '/', email, password);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const screens = ['/cards', '/customers', '/points-rules', '/account', `/card/${cardId}`, '/creator'];
    for (const path of [...screens, '/scanner-app']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // The scanner app and a customer's get-pass page are their own entry points.
    for (const path of ['/scanner', `/get-pass/${cardId}`]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#root').innerHTML(), path).not.toBe('');
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
