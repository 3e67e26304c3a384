import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  logInAt,
  outsidePassArt,
  screenshot,
  seriousAxeFindings,
  startSignedInBusiness,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

const texts = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as {
    revoke: string;
    revoked: string;
    active: string;
  };

/** What does not fit a phone: a page wider than the screen, controls or pills past its edges, cut pills. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // The closed navigation drawer sits off-screen on purpose; what the page shows is in <main>.
    const shown = [...document.querySelectorAll('main button, main a, main .mantine-Badge-root')].filter(
      (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0,
    );
    return {
      scrollWidth: doc.scrollWidth,
      width,
      outside: shown
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left < -0.5 || box.right > width + 0.5;
        })
        .map(describe),
      cutPills: [...document.querySelectorAll('main .mantine-Badge-label')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map(describe),
    };
  });

const expectFits = async (page: Page) => {
  const found = await overflowOf(page);
  expect(found.scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(found.width);
  expect(found.outside).toEqual([]);
  expect(found.cutPills).toEqual([]);
};

describe.runIf(run)('owner screens on a phone and on a desktop (real Chromium)', () => {
  let business: SignedInBusiness;
  const contexts: BrowserContext[] = [];

  const open = async (language: string, locale: string, width: number) => {
    const context = await business.browser.newContext({
      viewport: { width, height: 844 },
      locale,
    });
    contexts.push(context);
    // The owner picked English in the language menu (the choice lives in this cookie).
    const url = new URL(business.server.url);
    await context.addCookies([{ name: 'i18next', value: 'en', domain: url.hostname, path: '/' }]);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInAt(page, business.server.url, '/dashboard', business.email, business.password);
    await page.getByTestId('stat-customers-value').waitFor();
    if (language !== 'en') {
      await context.addCookies([{ name: 'i18next', value: language, domain: url.hostname, path: '/' }]);
      await page.reload();
      await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), language);
    }
    return page;
  };

  const axe = async (page: Page) => {
    expect(await outsidePassArt(page, await seriousAxeFindings(page))).toEqual([]);
  };

  beforeAll(async () => {
    business = await startSignedInBusiness('phone');
    const card = await business.api<{ data: { _id: string } }>('POST', '/api/business-card/demo', {
      passType: 'stamp_card',
    });
    for (const [name, email] of [
      ['Oleksandra Kovalenko-Shevchenko', 'oleksandra.kovalenko-shevchenko@example.com'],
      ['Bruno Costa', 'bruno@example.com'],
      ['Zoë Ferreira', 'zoe@example.com'],
    ] as const)
      await business.api('POST', '/api/pass/validation/issue-code', { cardId: card.data._id, name, email });
    for (const deviceName of ['Front till', 'Каса біля входу', 'Old tablet'])
      await business.api('POST', '/api/auth/api-keys', { deviceName });
    const keys = await business.api<{ data: { deviceId: string; deviceName: string }[] }>(
      'GET',
      '/api/auth/api-keys',
    );
    const old = keys.data.find((k) => k.deviceName === 'Old tablet')!;
    await business.api('DELETE', `/api/auth/api-keys/${old.deviceId}`);
    await business.api('POST', '/api/accrual-configs', {
      name: 'Coffee and cake for the whole family',
      spend: {
        baseCurrency: 'EUR',
        baseAmount: '1',
        pointsPerBase: '10',
        rounding: 'exact',
        minAmount: '0',
        maxPointsPerTxn: null,
      },
      items: [{ key: 'cappuccino', pointsPerUnit: '5' }],
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await business?.stop();
  });

  for (const [language, locale, device] of [
    ['en', 'en-GB', 'Front till'],
    ['uk', 'uk-UA', 'Каса біля входу'],
  ] as const)
    it(`fits 390 px in ${language}: customers as cards, device keys with status and Revoke, the dashboard`, async () => {
      const page = await open(language, locale, 390);
      const scanner = texts(language, 'scanner');

      // The dashboard leads with customers, and counts sit on whole-number axes.
      const tiles = page.locator('[data-testid^="stat-"][data-testid$="-value"]');
      await page.getByTestId('stat-customers-value').filter({ hasText: /^3$/ }).waitFor();
      expect(await tiles.nth(0).getAttribute('data-testid')).toBe('stat-customers-value');
      expect(await tiles.nth(1).getAttribute('data-testid')).toBe('stat-newCustomers-value');
      expect(await page.getByTestId('stat-newCustomers-value').textContent()).toBe('3');
      const ticks = page
        .getByTestId('chart-customers')
        .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
      await ticks.first().waitFor();
      const values = await ticks.allTextContents();
      expect(values.length).toBeGreaterThan(1);
      for (const value of values) expect(value).toMatch(/^\d+$/);
      await expectFits(page);
      await axe(page);
      await screenshot(page, `phone-${language}-01-dashboard`);

      await page.goto(`${business.server.url}/customers`);
      await page.getByTestId('customer-added').first().waitFor();
      expect(await page.locator('main table').count()).toBe(0);
      await expectFits(page);
      await axe(page);
      await screenshot(page, `phone-${language}-02-customers`);

      await page.goto(`${business.server.url}/scanner-app`);
      const card = page.getByTestId('scanner-device').filter({ hasText: device });
      await card.getByText(scanner.active, { exact: true }).waitFor();
      expect(await page.locator('main table').count()).toBe(0);
      await expectFits(page);
      await axe(page);
      await screenshot(page, `phone-${language}-03-device-keys`);
      const revoke = card.getByRole('button');
      expect(await revoke.textContent()).toBe(scanner.revoke);
      await revoke.click();
      await page.getByRole('dialog').getByRole('button', { name: scanner.revoke, exact: true }).click();
      await card.getByText(scanner.revoked, { exact: true }).waitFor();
      expect(await card.getByRole('button').count()).toBe(0);
      await expectFits(page);
    });

  it.each(['de', 'es', 'pt', 'nl', 'pl'] as const)(
    'fits 390 px in %s: dashboard, customers, device keys and points rules',
    async (language) => {
      const page = await open(
        language,
        `${language}-${language === 'pt' ? 'PT' : language.toUpperCase()}`,
        390,
      );
      await page.getByTestId('chart-customers').waitFor();
      await expectFits(page);
      if (language === 'de') await screenshot(page, 'phone-de-01-dashboard');
      await page.goto(`${business.server.url}/customers`);
      await page.getByTestId('customer-card').first().waitFor();
      await expectFits(page);
      if (language === 'de') await screenshot(page, 'phone-de-02-customers');
      await page.goto(`${business.server.url}/scanner-app`);
      await page.getByTestId('scanner-device').first().waitFor();
      expect(await page.locator('main table').count()).toBe(0);
      await expectFits(page);
      if (language === 'de') await screenshot(page, 'phone-de-03-device-keys');
      await page.goto(`${business.server.url}/points-rules`);
      await page.getByTestId('points-rule').first().waitFor();
      await expectFits(page);
      if (language === 'de') await screenshot(page, 'phone-de-04-points-rules');
      await page.context().close();
    },
  );

  it('keeps tables at 1280 px, and an en-GB browser with English chosen reads dates day first', async () => {
    const page = await open('en', 'en-GB', 1280);
    await page.getByTestId('chart-customers').waitFor();
    await screenshot(page, 'desktop-01-dashboard');
    await page.goto(`${business.server.url}/customers`);
    const row = page.locator('main table tbody tr').filter({ hasText: 'Bruno Costa' });
    await row.waitFor();
    // The "Added" cell: "25 Nov 2026" in en-GB, where a bare "en" would write "Nov 25, 2026".
    const added = (await row.locator('td').nth(4).textContent()) ?? '';
    expect(added).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date());
    expect(added).toBe(today);
    // The page is tagged with the locale its dates are written in.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    await expectFits(page);
    await screenshot(page, 'desktop-02-customers');
    await page.goto(`${business.server.url}/scanner-app`);
    await page.locator('main table').getByText('Old tablet').waitFor();
    expect(await page.locator('main table tbody tr').count()).toBe(3);
    await screenshot(page, 'desktop-03-device-keys');
  });
});
