import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCustomer,
  browserAvailable,
  logInAt,
  screenshot,
  seriousAxeFindings,
  startSignedInBusiness,
  type RunningServer,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

describe.runIf(run)('customers, segments and the dashboard (real Chromium)', () => {
  let business: SignedInBusiness;
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    business = await startSignedInBusiness('customers');
    server = business.server;
    await business.api('POST', '/api/business-card/demo', { passType: 'point_card' });
    const context = await business.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      // Half an hour off UTC, so a date written in UTC could not pass for the viewer's.
      timezoneId: 'Asia/Kolkata',
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(() => business?.stop());

  const stat = (metric: string) => page.getByTestId(`stat-${metric}-value`);

  it('adds a customer with an invitation, finds them, gives points and sees the dashboard move', async () => {
    await logInAt(page, server.url, '/dashboard', business.email, business.password);
    await stat('pointsGiven').waitFor();
    expect(await stat('pointsGiven').textContent()).toBe('0');

    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'No customers yet' }).waitFor();
    await screenshot(page, 'customers-01-empty');

    await page.getByRole('button', { name: 'Add customer' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add customer' });
    // It opens on the first field to fill in (the only card is chosen already), not on its close button.
    await expect
      .poll(() => modal.getByLabel(/^Name/).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await modal.getByLabel(/^Card/).click();
    await page.getByRole('option').first().click();
    await modal.getByLabel(/^Name/).fill('Zoë Ferreira');
    await modal.getByLabel(/^Email/).fill('zoe@example.com');
    await modal.getByLabel('Send an invitation by email').check();
    await modal.getByLabel('Personal message').fill('Welcome to Café Sol — your first coffee is on us.');
    await modal.getByRole('button', { name: 'Add customer' }).click();
    await modal.getByText('Customer added').waitFor();
    await modal.getByRole('button', { name: 'Close', exact: true }).click();

    await addCustomer(page, 'Bruno Costa', 'bruno@example.com', async () => {
      // The code can go by email to the address just typed.
      expect(await modal.getByLabel('Send the code by email').inputValue()).toBe('bruno@example.com');
    });
    await page.getByTestId('customers-total').filter({ hasText: 'of 2 customers' }).waitFor();
    // The same email on the same card again: said on the email field, and nobody is added.
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    await modal.getByLabel(/^Card/).click();
    await page.getByRole('option').first().click();
    await modal.getByLabel(/^Name/).fill('Bruno again');
    await modal.getByLabel(/^Email/).fill('Bruno@Example.com');
    await modal.getByRole('button', { name: 'Add customer' }).click();
    await modal.getByText('This email already has this card.', { exact: false }).waitFor();
    expect(await modal.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'customers-01b-email-taken');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page.getByTestId('customers-total').filter({ hasText: 'of 2 customers' }).waitFor();

    await page.getByLabel('Search').fill('zoë');
    await page.getByTestId('customers-total').filter({ hasText: 'of 1 customer' }).waitFor();
    expect(page.url()).toContain('q=zo%C3%AB');
    await screenshot(page, 'customers-02-search');
    // The card filter (the one the dashboard has too) goes into the address and keeps the match.
    await page.getByPlaceholder('All cards').click();
    await page.getByRole('option').first().click();
    await page.waitForURL(/cardId=/);
    await page.getByTestId('customers-total').filter({ hasText: 'of 1 customer' }).waitFor();

    await page.getByRole('button', { name: 'Open the details of Zoë Ferreira' }).click();
    const drawer = page.getByTestId('customer-details');
    await drawer.getByTestId('customer-name').filter({ hasText: 'Zoë Ferreira' }).waitFor();
    // The code under the pass's QR code, which staff can type at the scanner.
    expect(await drawer.getByTestId('customer-pass-code').textContent()).toMatch(/^\w{4} \w{4}$/);
    await drawer.getByLabel('How many').fill('5');
    await drawer.getByRole('button', { name: 'Add points' }).click();
    await drawer.getByTestId('customer-points').filter({ hasText: /^5$/ }).waitFor();
    await drawer.getByTestId('customer-history').getByText('Points added').waitFor();
    // The action's toast stands beside the drawer at 1280 px, covering none of it.
    const drawerBox = (await page.locator('.mantine-Drawer-content').boundingBox())!;
    const toast = page.locator('.mantine-Notification-root').last();
    await toast.waitFor();
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.x + box.width <= drawerBox.x;
      })
      .toBe(true);
    await screenshot(page, 'customers-03-details');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await stat('pointsGiven').filter({ hasText: /^5$/ }).waitFor();
    expect(await stat('installs').textContent()).toBe('0');
    await page.getByTestId('chart-loyalty').waitFor();
    // Five charts, five switches, each named for its chart; the table replaces the chart and back.
    const scans = page.getByTestId('chart-visits');
    await scans.getByRole('button', { name: 'Show as table: Scans', exact: true }).click();
    await scans.getByRole('table', { name: 'Scans' }).waitFor();
    await scans.getByRole('button', { name: 'Show as chart: Scans', exact: true }).click();
    // The e2e server runs at an http address with development credentials: the wallet settings
    // say plainly that passes will not install on an iPhone or update, and why.
    const wallet = page.getByTestId('wallet-settings');
    await wallet.getByText(/Installed passes will not update/).waitFor();
    await wallet.getByText(/signed with a development certificate/).waitFor();
    expect(await seriousAxeFindings(page, '[data-testid="wallet-settings"]')).toEqual([]);
    await screenshot(page, 'dashboard-01-desktop');
    // The cache shows the last figures at once on the next visit.
    const cache = await page.evaluate(() => localStorage.getItem('dashboard_data_cache'));
    expect(cache).toContain('"7d:all"');
    await page.getByPlaceholder('All cards').click();
    await page.getByRole('option').first().click();
    await page.waitForFunction(() =>
      /"7d:(?!all)[^"]+"/.test(localStorage.getItem('dashboard_data_cache') ?? ''),
    );
    await stat('pointsGiven').filter({ hasText: /^5$/ }).waitFor();
    // Back to all cards from the keyboard: Tab from the filter reaches its clear button.
    await page.getByPlaceholder('All cards').focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Clear Card');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByPlaceholder('All cards').inputValue()).toBe('');
    // The focus stays with the emptied filter, not on the page or the next control.
    await expect
      .poll(() => page.getByPlaceholder('All cards').evaluate((input) => input === document.activeElement))
      .toBe(true);
  });

  it('exports the filtered customers as a CSV that reads back', async () => {
    await page.goto(`${server.url}/customers`);
    await page.getByTestId('customers-total').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^passusers_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]?.slice(0, 2)).toEqual(['Name', 'Email']);
    const zoe = rows.find((r) => r[0] === 'Zoë Ferreira');
    expect(zoe?.[1]).toBe('zoe@example.com');
    expect(zoe?.[7]).toBe('5');
    expect(rows).toHaveLength(3);
    // Dates are the browser's local time to the minute (sv-SE writes "YYYY-MM-DD HH:mm:ss").
    // The header names the zone as the browser does (Chromium's ICU still says Calcutta).
    expect(rows[0]?.[13]).toMatch(/^Created at \(Asia\/(Kolkata|Calcutta)\)$/);
    const listed = await business.api<{ data: { items: { name: string; createdAt: string }[] } }>(
      'GET',
      '/api/pass-users?q=zoe',
    );
    const createdAt = listed.data.items.find((c) => c.name === 'Zoë Ferreira')!.createdAt;
    expect(zoe?.[13]).toBe(
      new Date(createdAt).toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' }).slice(0, 16),
    );
  });

  it('shows an end date before the start on "Added until", keeps the last result and drops such a range from the address', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${server.url}/customers`);
    const total = page.getByTestId('customers-total');
    await total.filter({ hasText: 'of 2 customers' }).waitFor();
    await page.getByLabel('Added from').fill(today);
    await page.waitForURL((url) => url.searchParams.get('dateFrom') === today);
    await page.getByLabel('Added until').fill(yesterday);
    await page.getByText('The end date must not be before the start date.').waitFor();
    expect(await page.getByLabel('Added until').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).searchParams.get('dateTo')).toBeNull();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await total.textContent()).toMatch(/of 2 customers/);
    await screenshot(page, 'customers-03b-date-range');

    await page.goto(`${server.url}/customers?dateFrom=${today}&dateTo=${yesterday}`);
    await page.waitForURL((url) => !url.searchParams.has('dateFrom') && !url.searchParams.has('dateTo'));
    await total.filter({ hasText: 'of 2 customers' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByLabel('Added from').inputValue()).toBe('');

    // An old link's sort or a status the table does not know: the table, without them, not an
    // error that "Try again" repeats.
    await page.goto(`${server.url}/customers?sort=bogus&status=gone`);
    await page.waitForURL((url) => !url.searchParams.has('sort') && !url.searchParams.has('status'));
    await total.filter({ hasText: 'of 2 customers' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it('shows the segments with counts and opens the customers of one', async () => {
    await page.getByRole('tab', { name: 'Segments' }).click();
    await page.getByTestId('segment-tile').first().waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Predefined \(/ })
      .click();
    const newTile = page.getByTestId('segment-tile').filter({ hasText: 'New customers' });
    expect(await newTile.getByTestId('segment-count').textContent()).toBe('2');
    await screenshot(page, 'customers-04-segments');
    // Each tile's button says whose customers it opens.
    await newTile.getByRole('button', { name: 'View customers: New customers', exact: true }).click();
    await page.getByText('Segment: New customers').waitFor();
    await page.getByTestId('customers-total').filter({ hasText: 'of 2 customers' }).waitFor();
  });

  it('turns the table into cards and keeps the dashboard readable at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.url}/customers`);
    await page.getByRole('button', { name: 'Open the details of Bruno Costa' }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await screenshot(page, 'customers-05-phone');
    await page.goto(`${server.url}/dashboard`);
    await stat('pointsGiven').filter({ hasText: /^5$/ }).waitFor();
    // On a phone the wallet settings fold behind a button.
    const wallet = page.getByTestId('wallet-settings');
    await wallet.getByRole('button', { name: /Show what to do/ }).waitFor();
    await wallet.getByText(/Installed passes will not update/).waitFor({ state: 'hidden' });
    await screenshot(page, 'dashboard-02-phone');
    await wallet.getByRole('button', { name: /Show what to do/ }).click();
    await wallet.getByText(/Installed passes will not update/).waitFor();
    expect(await seriousAxeFindings(page, '[data-testid="wallet-settings"]')).toEqual([]);
    await screenshot(page, 'dashboard-03-phone-wallet-settings');
  });

  it('keeps the keyboard on a drawer action that was busy: Enter on Add points, and the focus is still there', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/customers`);
    await page.getByRole('button', { name: 'Open the details of Zoë Ferreira' }).click();
    const drawer = page.getByTestId('customer-details');
    await drawer.getByTestId('customer-points').filter({ hasText: /^5$/ }).waitFor();
    await drawer.getByLabel('How many').fill('2');
    await drawer.getByRole('button', { name: 'Add points' }).focus();
    await page.keyboard.press('Enter');
    await drawer.getByTestId('customer-points').filter({ hasText: /^7$/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Add points');
    // Enter in the amount adds too.
    await drawer.getByLabel('How many').fill('3');
    await drawer.getByLabel('How many').press('Enter');
    await drawer.getByTestId('customer-points').filter({ hasText: /^10$/ }).waitFor();
    // A decimal typed key by key, or a German "12,50", stays as typed and is refused (it was read
    // as 15 and 1250); the message runs under the row and the box stays level with the button.
    const amount = drawer.getByLabel('How many');
    const add = drawer.getByRole('button', { name: 'Add points' });
    for (const typed of ['1.5', '12,50']) {
      await amount.fill('');
      await amount.pressSequentially(typed);
      await drawer.getByText('Enter a whole number from 1 to 100,000.').waitFor();
      expect(await add.isDisabled()).toBe(true);
      await amount.press('Enter');
    }
    // 0 or a minus stays as typed when the box is left, refused: it was quietly made 1.
    for (const typed of ['0', '-1']) {
      await amount.fill(typed);
      await amount.press('Tab');
      await drawer.getByText('Enter a whole number from 1 to 100,000.').waitFor();
      expect(await amount.inputValue()).toBe(typed);
      expect(await add.isDisabled()).toBe(true);
    }
    await amount.fill('12,50');
    await screenshot(page, 'customers-03b-amount-refused');
    const [box, button] = await Promise.all([amount.boundingBox(), add.boundingBox()]);
    expect(Math.abs(box!.y + box!.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(4);
    await drawer.getByTestId('customer-points').filter({ hasText: /^10$/ }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('deletes a customer from their details after asking, and the list loses them', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/customers`);
    await page.getByRole('button', { name: 'Open the details of Bruno Costa' }).click();
    const drawer = page.getByTestId('customer-details');
    await drawer.getByTestId('customer-name').filter({ hasText: 'Bruno Costa' }).waitFor();
    await drawer.getByRole('button', { name: 'Delete customer' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete this customer?' });
    await confirmation.getByText(/^Bruno Costa and their stamps/).waitFor();
    // Escape backs out of the confirmation only: the drawer stays, with the focus on the button.
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Delete customer');
    await drawer.getByTestId('customer-name').filter({ hasText: 'Bruno Costa' }).waitFor();
    await drawer.getByRole('button', { name: 'Delete customer' }).click();
    await confirmation.getByText(/^Bruno Costa and their stamps/).waitFor();
    await confirmation.getByRole('button', { name: 'Delete customer' }).click();
    await page.getByText('Customer deleted').waitFor();
    await page
      .getByRole('button', { name: 'Open the details of Bruno Costa' })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open the details of Zoë Ferreira' }).waitFor();
  });

  it('names a collapsed sidebar entry to the keyboard too, "Soon" entries included, with no axe finding', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/customers`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Collapse the sidebar' }).click();
    // Reached by the keyboard (the tooltip answers :focus-visible, which a scripted focus after a
    // click is not): onto the entry before it, then Tab. The tooltips load beside the page, so a
    // focus that came before them is moved again, as a user would Tab on.
    await nav.getByRole('link', { name: 'Customers' }).focus();
    const tooltip = page.getByRole('tooltip', { name: 'Customers' });
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Tab');
          return tooltip.waitFor({ timeout: 1000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await nav
      .getByRole('link', { name: /\(Soon\)$/ })
      .first()
      .waitFor();
    expect(await seriousAxeFindings(page, '#app-navigation')).toEqual([]);
    await screenshot(page, 'customers-06-collapsed-sidebar');
    await nav.getByRole('button', { name: 'Expand the sidebar' }).click();
  });

  it('asks before a correction adds more stamps than a whole card holds, and adds nothing on Cancel', async () => {
    const card = await business.api<{ data: { _id: string } }>('POST', '/api/business-card/demo', {
      passType: 'stamp_card',
    });
    // A holder of the stamp card, as a phone that opened the card's link would make one.
    const holder = await fetch(`${server.url}/api/pass/holders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardId: card.data._id }),
    });
    expect(holder.status).toBe(201);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/customers?cardId=${card.data._id}`);
    await page.getByRole('button', { name: 'Open the details of Unnamed customer' }).click();
    const drawer = page.getByTestId('customer-details');
    const stamps = drawer.getByTestId('customer-stamps');
    await stamps.filter({ hasText: /^0 of 10$/ }).waitFor();
    const amount = drawer.getByLabel('How many');
    const add = drawer.getByRole('button', { name: 'Add stamps' });
    const question = page.getByRole('dialog', { name: 'Add 25 stamps?' });
    await amount.fill('25');
    await add.click();
    // The card as the pass will draw it afterwards, not "25 of 10".
    await question
      .getByText('A whole card holds 10 stamps. After this it shows 5 of 10 (2 rewards ready).', {
        exact: false,
      })
      .waitFor();
    await screenshot(page, 'customers-07-large-correction');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await stamps.filter({ hasText: /^0 of 10$/ }).waitFor();
    // A whole card's worth or less is added at once; more, once confirmed.
    await amount.fill('10');
    await add.click();
    await stamps.filter({ hasText: /^10 of 10$/ }).waitFor();
    expect(await question.isVisible()).toBe(false);
    await amount.fill('25');
    await add.click();
    await question.getByRole('button', { name: 'Add stamps' }).click();
    await question.waitFor({ state: 'hidden' });
    await stamps.filter({ hasText: /^5 of 10$/ }).waitFor();
    await page.keyboard.press('Escape');
  });
});
