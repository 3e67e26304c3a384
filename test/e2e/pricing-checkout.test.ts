import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  screenshot,
  seriousAxeFindings,
  signUpWithChosenPlan,
  startServer,
  type RunningServer,
} from './harness.ts';

const run = browserAvailable();

/** What does not fit the window: a page wider than the screen. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.runIf(run)('a Polish visitor buys Growth yearly from the pricing page (real Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  /** Every address the page has been at, same-document changes included. */
  const visited: string[] = [];
  const email = `buyer-${Date.now()}@example.com`;
  /**
   * The site as the server names itself (its default PUBLIC_URL is http://localhost:<port>): the
   * built-in provider's payment link points there, and the session cookie must be for that host.
   */
  let site: string;

  beforeAll(async () => {
    // The demo data brings the WELCOME20 referral code.
    [server, browser] = await Promise.all([startServer({ SEED_DEMO: 'true' }), launchBrowser()]);
    site = server.url.replace('127.0.0.1', 'localhost');
    // A browser in Poland (navigator.languages pl-PL) whose owner reads the site in English.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pl-PL' });
    await context.addCookies([{ name: 'i18next', value: 'en', url: site }]);
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Axe and a picture at 1280 px and at 390 px, then back to 1280 px. */
  const checkBothWidths = async (name: string) => {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await seriousAxeFindings(page), `${name} at ${width} px`).toEqual([]);
      expect(await overflow(page), `${name} wider than ${width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `purchase-${name}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  const growth = () => page.getByRole('article', { name: 'Growth' });

  it('shows the plans in złoty, switched to yearly as the monthly equivalent', async () => {
    await page.goto(`${site}/pricing`);
    await growth().getByText('PLN 199.99').waitFor();
    await page.getByText('Yearly', { exact: true }).click();
    await growth().getByText('PLN 159.99').waitFor();
    await growth().getByText('PLN 1,919.90 billed yearly').waitFor();
    await page.getByText('save 20%').waitFor();
    const names = await page.getByRole('article').getByRole('heading').allInnerTexts();
    expect(names).toEqual(['Free', 'Starter', 'Growth', 'Business', 'Enterprise']);
    await page.getByRole('button', { name: 'How does the free trial work?' }).click();
    await page.getByText(/^Paid plans start with 30 days free/).waitFor();
    await checkBothWidths('pricing');

    // On a phone the comparison scrolls sideways, says so, and keeps the feature names in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Swipe sideways to see every plan.').waitFor();
    const region = page.getByRole('region', { name: 'Plan comparison' });
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const enterprise = region.getByRole('columnheader', { name: 'Enterprise' });
    await expect.poll(async () => (await enterprise.boundingBox())!.x < 390).toBe(true);
    expect((await region.getByRole('columnheader', { name: 'Feature' }).boundingBox())!.x).toBeLessThan(40);
    await region.scrollIntoViewIfNeeded();
    await screenshot(page, 'purchase-compare-scrolled-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('takes the referral code WELCOME20: the prices show 20% off', async () => {
    await page.getByLabel('Referral code', { exact: true }).fill('welcome20');
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByText('WELCOME20 takes 20% off: the prices above include it.').waitFor();
    await growth().getByText('PLN 127.99').waitFor();
    await growth().getByText('PLN 1,535.92 billed yearly').waitFor();
  });

  it('chooses Growth and signs up with the mailed code; the plan goes along, even past a reload', async () => {
    await growth().getByRole('button', { name: 'START 30 DAYS FREE TRIAL' }).click();
    await page.waitForURL(/\/signup\?plan=growth-year&currency=PLN&priceId=/);
    await signUpWithChosenPlan(page, server, email);
    await page.getByRole('button', { name: 'Continue to checkout' }).waitFor();
    // A reload on the last step lands on the dashboard (the account is ready); the plan waits there.
    await page.reload();
    await page.waitForURL(/\/dashboard$/);
    const waiting = page.getByRole('region', { name: 'Your chosen plan is waiting' });
    await waiting.waitFor();
    await checkBothWidths('plan-waiting');
    // A new business's dashboard: the wallet notice ends where its text ends (it was once drawn
    // stretched, with half a screen of empty yellow under the text).
    const notice = page.getByTestId('wallet-settings');
    const [outer, last] = await Promise.all([
      notice.boundingBox(),
      notice.getByText(/^Whoever runs your Passdeck server/).boundingBox(),
    ]);
    expect(outer!.y + outer!.height - (last!.y + last!.height)).toBeLessThan(40);
    await waiting.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/billing\/checkout\/[0-9a-f-]{36}$/);
  });

  it('confirms Growth yearly in PLN on the built-in checkout and lands on the dashboard', async () => {
    await page.getByRole('heading', { name: 'Confirm your plan' }).waitFor();
    await page.getByText('Billed yearly').waitFor();
    await page.getByText('PLN 1,919.90 per year').waitFor();
    // The code checked on the pricing page came along through the sign-up.
    await page.getByText('Referral code WELCOME20').waitFor();
    await page.getByText('−20%').waitFor();
    // A new business is on its trial: choosing the plan charges nothing until the trial ends.
    await page.getByText('PLN 0.00').waitFor();
    await page
      .getByText(/^Nothing due today; first payment of PLN\s1,535\.92 on .+, when your trial ends\.$/)
      .waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm plan' });
    await confirm.waitFor();
    await checkBothWidths('checkout');
    await confirm.click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => visited.some((url) => /\/dashboard\?subscription=success$/.test(url))).toBe(true);

    const token = (await page.context().cookies()).find((c) => c.name === 'accessToken')!.value;
    const answer = await fetch(`${server.url}/api/stripe/subscriptions/current`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await answer.json()) as { data: { status: string; planId: string; currency: string } };
    expect(data).toMatchObject({ status: 'trialing', planId: 'growth-year', currency: 'PLN' });
  });

  it('shows the bought plan as the current one on the pricing page; another plan goes to the billing tab', async () => {
    await page.goto(`${site}/pricing`);
    await page.getByText('Yearly', { exact: true }).click();
    await growth().getByText('Current Plan').waitFor();
    expect(await growth().getByRole('button', { name: 'CHOOSE PLAN' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Open the dashboard' }).waitFor();
    await page
      .getByRole('article', { name: 'Business' })
      .getByRole('button', { name: 'CHOOSE PLAN' })
      .click();
    await page.waitForURL(/\/account\?tab=billing&plan=business-year&currency=PLN&priceId=/);
  });

  it('sends a signed-out visitor of a checkout link to log in first', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${site}/billing/checkout/0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10`);
    await visitor.waitForURL(/\/login\?redirect=%2Fbilling%2Fcheckout%2F/);
    await visitor.close();
  });
});
