import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripePeer, type StripePeer } from '../peers/stripe-peer.ts';
import {
  browserAvailable,
  launchBrowser,
  logInAt,
  registerBusiness,
  settle,
  signUpWithChosenPlan,
  startServer,
  type RunningServer,
} from './harness.ts';

const run = browserAvailable();
const SHOTS = '/tmp/shots-billing-ui';
const KEYS = { secretKey: 'sk_test_peer', webhookSecret: 'whsec_peer' };
const NOTE =
  'Note: Your subscription was created in USD instead of PLN due to a currency configuration issue. Please contact support if you need this corrected.';

const shot = async (page: Page, name: string) => {
  await settle(page);
  mkdirSync(SHOTS, { recursive: true });
  // What the screen shows: the note must be in view where the plan was chosen.
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/**
 * requirements §8 Subscribe: on Stripe with Growth and Business priced only in USD, a business that asks for
 * PLN is told it will pay in USD before it leaves for the payment page.
 */
describe.runIf(run)('the USD fallback note before payment (issue 24, real Chromium)', () => {
  let peer: StripePeer;
  let server: RunningServer;
  let browser: Browser;
  const email = `usd-note-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    peer = await startStripePeer(KEYS);
    peer.addPrice({ id: 'price_growth_usd', currency: 'USD', unitAmount: 4999 });
    peer.addPrice({ id: 'price_business_usd', currency: 'USD', unitAmount: 9999 });
    [server, browser] = await Promise.all([
      startServer({
        STRIPE_SECRET_KEY: KEYS.secretKey,
        STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
        STRIPE_API_URL: peer.url,
        STRIPE_PRICE_IDS: JSON.stringify({
          'growth-month': { USD: 'price_growth_usd' },
          'business-month': { USD: 'price_business_usd' },
        }),
      }),
      launchBrowser(),
    ]);
    await registerBusiness(server, email, password);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await peer?.close();
  });

  it.each([1280, 390])(
    'says so in the plan dialog from /pricing and on the plans tab at %i px',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await logInAt(
        page,
        server.url,
        '/account?tab=billing&plan=growth-month&currency=PLN&priceId=',
        email,
        password,
      );
      const dialog = page.getByRole('dialog', { name: 'Start the Growth plan?' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByText(NOTE).waitFor();
      // The dialog names what will be charged: the plan's USD price, no longer the PLN one.
      await dialog.getByText('Growth costs $').waitFor();
      const onward = dialog.getByRole('link', { name: 'Continue to payment' });
      expect(await onward.getAttribute('href')).toMatch(new RegExp(`^${peer.url}/c/pay/`));
      await shot(page, `usd-note-dialog-${width}`);

      await page.keyboard.press('Escape');
      await page.evaluate(() => localStorage.setItem('preferredCurrency', 'PLN'));
      await page.goto(`${server.url}/account?tab=plans`);
      // Growth is the trial's plan; Business is the one to change to.
      await page.getByRole('button', { name: /: Business$/ }).click();
      const note = page.getByRole('status').filter({ hasText: NOTE });
      await note.waitFor();
      const pay = note.getByRole('link', { name: 'Continue to payment' });
      await expect.poll(() => pay.evaluate((link) => link === document.activeElement)).toBe(true);
      // In view, not above the tile that was clicked.
      const box = await pay.evaluate((link) => link.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(900);
      await shot(page, `usd-note-plans-${width}`);
      await context.close();
    },
  );

  it('says so to a visitor who chose Business in PLN on /pricing, at the end of sign-up', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}/pricing?currency=PLN`);
    await page
      .getByRole('article', { name: 'Business' })
      .getByRole('button', { name: 'START 30 DAYS FREE TRIAL' })
      .click();
    await page.waitForURL(/\/signup\?plan=business-month&currency=PLN/);
    await signUpWithChosenPlan(page, server, `usd-visitor-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    const note = page.getByRole('status').filter({ hasText: NOTE });
    await note.waitFor();
    // Still here: the payment page waits until the note was read.
    expect(new URL(page.url()).pathname).toBe('/signup');
    const pay = note.getByRole('link', { name: 'Continue to payment' });
    expect(await pay.getAttribute('href')).toMatch(new RegExp(`^${peer.url}/c/pay/`));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `usd-note-signup-${width}`);
    }
    await context.close();
  });
});
