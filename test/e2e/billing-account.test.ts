import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  logInAt,
  seriousAxeFindings,
  settle,
  startSignedInBusiness,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

/** Where this flow's screens are kept for a look. */
const SHOTS = '/tmp/shots-billing-ui';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** A picture of the settled page, and axe's serious and critical findings on it, one line each. */
const check = async (page: Page, name: string): Promise<string[]> => {
  await settle(page);
  mkdirSync(SHOTS, { recursive: true });
  // A dialog is pictured as the screen shows it; a page whole.
  const dialog = await page.getByRole('dialog').count();
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: dialog === 0 });
  return (await seriousAxeFindings(page)).flatMap((f) =>
    f.targets.map((target, i) => `${name}: ${f.id} at ${target} ${f.notes[i]}`.trim()),
  );
};

/**
 * The site as the server names itself (its default PUBLIC_URL is http://localhost:<port>): the
 * built-in provider's payment link points there, and the session cookie must be for that host.
 */
const siteOf = (business: SignedInBusiness) => business.server.url.replace('127.0.0.1', 'localhost');

describe.runIf(run)(
  'billing in the account: a business past its trial upgrades to publish again (issue 24)',
  () => {
    let business: SignedInBusiness;

    beforeAll(async () => {
      business = await startSignedInBusiness('billing-account');
      // One published card while the trial runs: the free plan allows exactly one.
      const card = await business.api<{ data: { _id: string } }>('POST', '/api/business-card/demo', {
        passType: 'coupon',
      });
      await business.api('POST', `/api/business-card/${card.data._id}/publish`);
      // The trial ends early: cancelled now through the API, which leaves the free plan just as
      // the end of the 30 days does (requirements §4; the e2e server has no clock to move).
      const after = await business.api<{ data: { status: string } }>(
        'DELETE',
        '/api/stripe/subscriptions/cancel?cancelImmediately=true',
      );
      expect(after.data.status).toBe('free');
    }, 120_000);

    afterAll(() => business?.stop());

    it('refuses a second card with the upgrade dialog, checks out Growth and then publishes it', async () => {
      const context = await business.browser.newContext({ viewport: VIEWPORTS[0], locale: 'en-GB' });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const findings: string[] = [];
      await logInAt(page, siteOf(business), '/creator?type=flyer', business.email, business.password);
      await page.getByLabel(/^Card name/).fill('Second flyer');
      await page.getByRole('button', { name: 'Publish card' }).click();

      const gate = page.getByRole('dialog', { name: 'Your free plan has reached its limit' });
      await gate.waitFor();
      findings.push(...(await check(page, 'gate-dialog-1280')));
      // The card was saved before the refusal: its id is in the address, so publishing later publishes it.
      await page.waitForURL((url) => Boolean(url.searchParams.get('id')));
      const creatorUrl = page.url();
      await gate.getByRole('button', { name: 'Select a plan' }).click();

      await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('tab') === 'plans');
      expect(new URL(page.url()).searchParams.get('returnTo')).toMatch(/^\/creator\?/);
      await page.getByText('The free plan includes one published card. Choose a plan to do more.').waitFor();
      findings.push(...(await check(page, 'plans-tab-1280')));
      await page.getByRole('button', { name: /: Growth$/ }).click();

      // The built-in provider's checkout page (requirements §7 built-in checkout).
      await page.waitForURL((url) => url.pathname.startsWith('/billing/checkout/'));
      await page.getByRole('button', { name: /Confirm/ }).click();

      await page.waitForURL(
        (url) => url.pathname === '/account' && url.searchParams.get('tab') === 'billing',
      );
      await page.getByText('Thank you for subscribing!').waitFor();
      await page.getByText('Your Growth plan is active.').waitFor();
      // The success is shown once: the parameter is gone from the address.
      expect(new URL(page.url()).searchParams.get('subscription')).toBeNull();
      await page
        .getByRole('cell', { name: /Growth/ })
        .first()
        .waitFor();
      findings.push(...(await check(page, 'billing-tab-1280')));
      // The invoice's PDF comes through the API client, with the bearer token a plain link lacks.
      const download = page.waitForEvent('download');
      await page
        .getByRole('button', { name: /^Download invoice / })
        .first()
        .click();
      expect((await download).suggestedFilename()).toMatch(/^invoice-PD-\d+\.pdf$/);

      // Back to the card the refusal interrupted, which now publishes.
      await page.getByRole('link', { name: 'Continue where you left off' }).click();
      await page.waitForURL((url) => url.pathname === '/creator');
      expect(page.url()).toBe(creatorUrl);
      await page.getByRole('button', { name: 'Publish card' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/card/'));
      await context.close();
      expect(findings).toEqual([]);
    });

    it('has no serious accessibility findings on a phone: both tabs and the dialog', async () => {
      const context = await business.browser.newContext({ viewport: VIEWPORTS[1], locale: 'en-GB' });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const findings: string[] = [];
      await logInAt(page, siteOf(business), '/account?tab=plans', business.email, business.password);
      await page.getByText('Usage').first().waitFor();
      findings.push(...(await check(page, 'plans-tab-390')));
      await page.goto(`${siteOf(business)}/account?tab=billing`);
      await page.getByText('Payment history').waitFor();
      findings.push(...(await check(page, 'billing-tab-390')));
      await page.getByRole('button', { name: 'Cancel plan' }).click();
      await page.getByRole('dialog', { name: 'Cancel the Growth plan?' }).waitFor();
      findings.push(...(await check(page, 'cancel-dialog-390')));
      // Cancelled at the period's end, the plan can still be kept until then.
      const cancelDialog = page.getByRole('dialog', { name: 'Cancel the Growth plan?' });
      await cancelDialog.getByRole('button', { name: 'Cancel plan' }).click();
      await cancelDialog.waitFor({ state: 'hidden' });
      await page.getByText(/^Ends on /).waitFor();
      findings.push(...(await check(page, 'plan-ending-390')));
      await page.getByRole('button', { name: 'Keep my plan' }).click();
      await page.getByText(/^Renews on /).waitFor();
      await page.getByRole('button', { name: 'Cancel plan' }).waitFor();

      // A checkout in another currency says which credit it leaves unused.
      const other = await business.api<{ data: { paymentLink: string } }>(
        'POST',
        '/api/stripe/subscriptions?currency=EUR',
        {
          planId: 'business-month',
          successUrl: `${siteOf(business)}/account?tab=billing`,
          cancelUrl: `${siteOf(business)}/account?tab=billing`,
        },
      );
      await page.goto(other.data.paymentLink);
      await page.getByText(/^Paying in EUR leaves your credit of £[\d.]+ unused/).waitFor();
      findings.push(...(await check(page, 'checkout-other-currency-390')));

      // A paid plan at its limit: the dialog's other reason, answered here as the server would.
      await page.route('**/api/business-card/*/publish', (route) =>
        route.fulfill({
          status: 402,
          json: {
            success: false,
            code: 'plan.limitExceeded',
            feature: 'createCampaign',
            message: 'Your plan allows no more published cards',
          },
        }),
      );
      await page.goto(`${siteOf(business)}/creator?type=flyer`);
      await page.getByLabel(/^Card name/).fill('Third flyer');
      await page.getByRole('button', { name: 'Publish card' }).click();
      const gate = page.getByRole('dialog', { name: "You have reached your plan's limit" });
      await gate.waitFor();
      findings.push(...(await check(page, 'gate-dialog-390')));
      // On a paid plan Cancel only closes the dialog.
      await gate.getByRole('button', { name: 'Cancel' }).click();
      await gate.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/creator');
      await context.close();
      expect(findings).toEqual([]);
    });
  },
);
