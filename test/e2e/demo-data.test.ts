import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  logInAt,
  SCREENSHOT_DIR,
  screenshot,
  seriousAxeFindings,
  startDemoBusiness,
  type RunningServer,
} from './harness.ts';

const run = browserAvailable();

/** Waits until every image on the page has loaded and answers those that did not (a broken upload). */
const brokenImages = (page: Page) =>
  page.evaluate(async () => {
    const images = [...document.images];
    await Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null))));
    return images.filter((img) => img.naturalWidth === 0).map((img) => img.src);
  });

describe.runIf(run)('the demo business (SEED_DEMO, real Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let password: string;
  let coffeeCardId: string;

  beforeAll(async () => {
    const demo = await startDemoBusiness();
    ({ server, browser, password } = demo);
    const cards = await demo.api<{ data: { _id: string; name: string }[] }>('GET', '/api/business-card');
    coffeeCardId = cards.data.find((c) => c.name === 'Coffee card')!._id;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`shows every screen at work at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport, locale: 'en-GB' });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const shot = (name: string) => screenshot(page, `demo-${viewport.width}-${name}`);

      await logInAt(page, server.url, '/dashboard', 'demo@passdeck.app', password);
      await page.locator('label', { hasText: '30 days' }).click();
      const installs = page.getByTestId('stat-installs-value');
      await expect
        .poll(async () => Number((await installs.textContent())?.replace(/\D/g, '')), {
          timeout: 15_000,
        })
        .toBeGreaterThan(200);
      for (const metric of [
        'scans',
        'stampsGiven',
        'pointsGiven',
        'rewardsRedeemed',
        'couponsRedeemed',
        'messagesSent',
      ])
        expect(
          Number((await page.getByTestId(`stat-${metric}-value`).textContent())?.replace(/\D/g, '')),
        ).toBeGreaterThan(0);
      await page.locator('[data-testid^="chart-"] .recharts-surface').first().waitFor();
      // Each legend names the bars in the order they stand, not alphabetically.
      expect(
        await page
          .locator('[data-testid^="chart-"]')
          .first()
          .locator('[class*="legendItemName"]')
          .allTextContents(),
      ).toEqual(['New customers', 'Installs']);
      await shot('dashboard');

      await page.goto(`${server.url}/cards`);
      await expect.poll(() => page.getByTestId('card-tile').count()).toBe(9);
      for (const brand of [
        'Café Aurora',
        'Bella Napoli',
        'Flow Yoga Studio',
        'Bloom Florist',
        'Peak Fitness',
      ])
        await page.getByTestId('card-tile').getByText(brand).first().waitFor();
      expect(await brokenImages(page)).toEqual([]);
      await shot('cards');

      await page.goto(`${server.url}/customers`);
      await page
        .getByTestId('customers-total')
        .filter({ hasText: /of [2-4]\d\d customers/ })
        .waitFor();
      await shot('customers');
      if (viewport.width === 1280) {
        // A page turned is a history step; a search replaces the page it was typed on, and Back
        // from it empties the box, which must not write its old search back into the address.
        await page.getByRole('button', { name: '2', exact: true }).click();
        await page.waitForURL(/page=2/);
        await page.getByRole('button', { name: '3', exact: true }).click();
        await page.waitForURL(/page=3/);
        await page.goBack();
        await page.waitForURL(/page=2/);
        const search = page.getByRole('textbox', { name: /^Search/ });
        await search.fill('zz-nobody');
        await page.waitForURL(/q=zz-nobody/);
        await page.goBack();
        await page.waitForURL((url) => url.search === '');
        await expect.poll(() => search.inputValue()).toBe('');
        await page.waitForTimeout(600);
        expect(new URL(page.url()).search).toBe('');
      }
      // The customer with the most stamps has a history worth reading.
      await page.goto(`${server.url}/customers?sort=-stamps`);
      await page
        .getByRole('button', { name: /^Open the details of / })
        .first()
        .click();
      await page.getByTestId('customer-history').waitFor();
      // The drawer slides in: wait until it stands still.
      const drawer = page.getByTestId('customer-details');
      await expect
        .poll(async () => {
          const before = (await drawer.boundingBox())?.x;
          await page.waitForTimeout(100);
          return before === (await drawer.boundingBox())?.x;
        })
        .toBe(true);
      // The drawer is fixed: the visible screen shows it as the owner sees it.
      await page.screenshot({ path: join(SCREENSHOT_DIR, `demo-${viewport.width}-customer-details.png`) });

      await page.goto(`${server.url}/points-rules`);
      await page.getByText('Pizza points: 1 point per €1').first().waitFor();

      await page.goto(`${server.url}/scanner-app`);
      await page.getByText('Front counter').first().waitFor();
      await page.getByText('Terrace').first().waitFor();

      await page.goto(`${server.url}/creator?id=${coffeeCardId}`);
      await page.getByLabel('Stamps in the preview').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await brokenImages(page)).toEqual([]);
      await shot('designer');

      const customer = await context.newPage();
      await customer.goto(`${server.url}/get-pass/${coffeeCardId}`);
      await customer.getByRole('heading', { name: 'Your pass is ready' }).waitFor();
      await customer.waitForLoadState('networkidle');
      expect(await brokenImages(customer)).toEqual([]);
      await screenshot(customer, `demo-${viewport.width}-get-pass`);
      expect(await seriousAxeFindings(customer)).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
