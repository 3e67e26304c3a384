import sharp from 'sharp';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  registerVerified,
  type RunningServer,
  screenshot,
  seriousAxeFindings,
  startServer,
} from './harness.ts';

const run = browserAvailable();

/** Signs a business up through the API and puts its tokens in the browser's cookies. */
const signIn = async (server: RunningServer, page: Page, email: string) => {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${server.url}${path}`, {
      method: path === '/api/users/me' ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: { access_token: string; refresh_token: string } }>);
  const data = await registerVerified(server, email, 'correct horse battery');
  await post(
    '/api/users/me',
    { firstName: 'Ana', lastName: 'Silva', businessName: 'Café Sol', businessType: 'cafe' },
    data.access_token,
  );
  const url = new URL(server.url);
  await page.context().addCookies([
    { name: 'accessToken', value: data.access_token, domain: url.hostname, path: '/', sameSite: 'Lax' },
    { name: 'refreshToken', value: data.refresh_token, domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
};

describe.runIf(run)('cards and the designer (real Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let logoPath: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // Without the designer's expanding sections and moving dropdowns (the app honours reduced motion):
    // on a loaded machine a click could land while its target still moved.
    const context = await browser.newContext({
      viewport: { width: 1360, height: 900 },
      locale: 'en-GB',
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    logoPath = join(mkdtempSync(join(tmpdir(), 'passdeck-logo-')), 'logo.png');
    writeFileSync(
      logoPath,
      await sharp({ create: { width: 120, height: 120, channels: 4, background: '#FF7A00' } })
        .png()
        .toBuffer(),
    );
    await signIn(server, page, `designer-${Date.now()}@example.com`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the empty card list and the card types (Point Card behind its flag)', async () => {
    await page.goto(`${server.url}/cards`);
    await page.getByRole('heading', { name: 'No cards yet' }).waitFor();
    await page.getByRole('button', { name: 'Create card' }).first().click();
    await page.getByRole('dialog', { name: 'Select card type' }).waitFor();
    await page.getByText('Available from April 4').waitFor();
    expect(await page.getByRole('button', { name: 'Select Point card' }).isDisabled()).toBe(true);
    await screenshot(page, '10-select-card-type');
  });

  it('designs a stamp card with a logo upload, a field and colours; saves and publishes it', async () => {
    await page.getByRole('button', { name: 'Select Stamp card' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/creator' && url.searchParams.get('loyaltyCardType') === 'stamp',
    );
    await page.getByLabel(/^Card name/).fill('Coffee ten');
    // A new card starts from its kind's template: the business's name, the stamps field and terms (issue 23).
    expect(await page.getByLabel('Company name').inputValue()).toBe('Café Sol');
    expect(await page.getByRole('button', { name: 'Add stamps / points field' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add field' }).click();
    // Exact: "Label colour" is a label too (a colour field now keeps such a mistake, with its error).
    await page.getByLabel('Label', { exact: true }).last().fill('Reward');
    await page.getByLabel('Value').last().fill('Free coffee');
    const bg = page.getByLabel('Background colour');
    await bg.fill('#12');
    await page.getByText('Use a colour like #7B61FF (3 or 6 hex digits).').waitFor();
    // Leaving the field keeps the text and its error, rather than quietly putting the old colour back.
    await page.keyboard.press('Tab');
    expect(await bg.inputValue()).toBe('#12');
    await page.getByText('Use a colour like #7B61FF (3 or 6 hex digits).').waitFor();
    // Black text and labels (the defaults) are hard to read on dark blue: each colour field says so.
    await bg.fill('#1E3A8A');
    const hardToRead = page.getByText('Hard to read in Apple Wallet: contrast 2:1, aim for 4.5:1.');
    await expect.poll(() => hardToRead.count()).toBe(2);
    await page.getByLabel('Text colour').fill('#FFFFFF');
    await expect.poll(() => hardToRead.count()).toBe(1);
    // A screen reader hears it with the field.
    const described = await page.getByLabel('Label colour').evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain('contrast 2:1, aim for 4.5:1');
    // On this green both read well enough (4.1:1 and 4.9:1): no warning is left.
    await bg.fill('#0E7C66');
    await expect.poll(() => page.getByText(/^Hard to read in Apple Wallet/).count()).toBe(0);
    // The first file input belongs to the logo field.
    await page.locator('input[type=file]').first().setInputFiles(logoPath);
    await page.getByRole('dialog', { name: 'Frame: Logo' }).waitFor();
    await screenshot(page, '11a-crop-logo');
    await page.getByRole('button', { name: 'Use image' }).click();
    // The uploaded logo, not the initial logo the Google preview shows until there is one.
    const uploaded = page.locator('img[src^="/api/uploads/"]:not([src*="/initial-"])').first();
    await uploaded.waitFor();
    // Cropped in the browser to the logo's default square (issue 19) and uploaded as PNG.
    const src = await uploaded.getAttribute('src');
    expect(src).toMatch(/\.png$/);
    const meta = await sharp(
      Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer()),
    ).metadata();
    expect(meta.width).toBe(meta.height);
    await page.getByRole('button', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'Add place' }).click();
    await page.getByLabel(/^Name/).fill('Main street');
    await page.getByLabel('Latitude').fill('52.229676');
    await page.getByLabel('Longitude').fill('21.012229');
    await page.getByText('Radius: 150 m (492 ft, 164 yd)').waitFor();
    await page.getByRole('button', { name: 'Customer details' }).click();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel(/^Question/).fill('Favourite drink');
    await page.getByLabel('Type', { exact: true }).first().click();
    // The section may still be expanding on a loaded machine: the dropdown moves with it and never
    // counts as stable for a pointer click, so the option is clicked directly once it is shown.
    const choice = page.getByRole('option', { name: 'Choice' });
    await choice.waitFor();
    await choice.dispatchEvent('click');
    const option = page.getByPlaceholder('Type an option and press Enter');
    for (const drink of ['Latte', ' Espresso ', 'latte', '']) {
      await option.fill(drink);
      await option.press('Enter');
    }
    await expect.poll(() => page.getByLabel(/^Option \d/).count()).toBe(2);
    const apple = page.getByRole('img', { name: 'Apple Wallet preview, front' });
    await apple.getByText('Free coffee').waitFor();
    await apple.getByText('3 of 10').waitFor();
    await screenshot(page, '11-creator-stamp-card');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor();
    await page.waitForURL((url) => Boolean(url.searchParams.get('id')));

    await page.getByRole('button', { name: 'QR code', exact: true }).click();
    await page.getByLabel('Text above').fill('Scan me for a free coffee');
    await page.getByLabel('Text below').fill('x'.repeat(60));
    expect(await page.getByLabel('Text below').inputValue()).toHaveLength(50);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download QR code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qrcode.png');
    const qr = await sharp(await download.path()).metadata();
    expect([qr.width, qr.height]).toEqual([832, 1072]);
    await page.getByText('QR code downloaded successfully!').waitFor();

    await page.reload();
    await page.getByLabel(/^Card name/).waitFor();
    expect(await page.getByLabel(/^Card name/).inputValue()).toBe('Coffee ten');
    await page.getByRole('button', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'Customer details' }).click();
    expect(await page.getByLabel('Latitude').inputValue()).toBe('52.229676');
    expect(await page.getByLabel('Option 2').inputValue()).toBe('Espresso');

    await page.getByRole('button', { name: 'Publish card' }).click();
    // Publishing opens the sharing screen (requirements §2.2).
    await page.waitForURL(
      (url) => url.pathname.startsWith('/card/') && url.searchParams.get('tab') === 'share',
    );
    await page.getByText('Your card is live!').waitFor();
    await screenshot(page, '12a-shared-after-publish');
    await page.goto(`${server.url}/cards`);
    const tile = page.getByTestId('card-tile').filter({ hasText: 'Coffee ten' });
    await tile.getByText('Published').waitFor();
    await screenshot(page, '12-cards-list');
    // The tile opens the card: a published one on its share page, with Cards still marked in the sidebar.
    await tile.locator('a[aria-hidden="true"] > *').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/card/'));
    expect(
      await page.getByRole('navigation').getByRole('link', { name: 'Cards' }).getAttribute('data-active'),
    ).toBe('true');
    await page.goBack();
    await tile.getByRole('link', { name: 'Coffee ten' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/card/') && url.searchParams.get('tab') === 'share',
    );
  });

  it('creates a card of every other kind and shows the coupon toggle', async () => {
    for (const [query, name] of [
      ['type=flyer', 'Summer flyer'],
      ['type=coupon', 'Ten percent off'],
      ['type=loyalty&loyaltyCardType=point', 'Points club'],
      ['type=loyalty&loyaltyCardType=level', 'Gold club'],
    ] as const) {
      await page.goto(`${server.url}/creator?${query}`);
      await page.getByLabel(/^Card name/).fill(name);
      if (query === 'type=flyer') {
        // Unsaved work survives a refresh (kept in storage until saved).
        await page.reload();
        await expect.poll(() => page.getByLabel(/^Card name/).inputValue()).toBe(name);
      }
      if (query === 'type=coupon') {
        await page.getByLabel('After redemption, the coupon becomes').first().click();
        await page.getByRole('option', { name: 'Stamp card' }).click();
        await page.getByText('Front fields after redemption').waitFor();
        await page.getByRole('button', { name: 'Add field' }).last().click();
        await page.getByLabel('Label', { exact: true }).last().fill('Welcome');
        await page.getByLabel('Value').last().fill('Club member');
        await page.getByRole('radio', { name: 'After redeem' }).waitFor({ state: 'attached' });
        await page.getByText('After redeem').click();
        await page
          .getByRole('img', { name: 'Apple Wallet preview, front' })
          .getByText('Club member')
          .waitFor();
      }
      await screenshot(page, `13-creator-${query.replace(/[^a-z]+/g, '-')}`);
      await page.getByRole('button', { name: 'Publish card' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/card/'));
      await page.goto(`${server.url}/cards`);
      await page.getByTestId('card-tile').filter({ hasText: name }).waitFor();
    }
    expect(await page.getByTestId('card-tile').count()).toBe(5);
  });

  it('starts a designer opened by its address like one opened from the type picker, in the UI language', async () => {
    const url = new URL(server.url);
    await page.context().addCookies([{ name: 'i18next', value: 'de', domain: url.hostname, path: '/' }]);
    try {
      // An address with the picker's name of the kind (stamp_card), in a fresh tab.
      const direct = await page.context().newPage();
      const apiCall = direct.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/'));
      await direct.goto(`${server.url}/creator?type=loyalty&loyaltyCardType=stamp_card`);
      // The app asks the server in the language picked (the cookie), not the browser's (en-GB).
      expect((await apiCall).headers()['accept-language']).toBe('de');
      await direct.getByLabel('Firmenname').waitFor();
      await expect.poll(() => direct.getByLabel('Firmenname').inputValue()).toBe('Café Sol');
      expect(await direct.getByRole('textbox', { name: 'Prämie', exact: true }).inputValue()).toBe(
        'Ein Kaffee gratis',
      );
      // The card is written in German, so the words the pass adds itself are German too (QA).
      expect(await direct.getByLabel('Sprache des Passes', { exact: true }).first().inputValue()).toBe(
        'Deutsch',
      );
      await direct
        .getByText(/^\d+ von 10$/)
        .first()
        .waitFor();
      expect(await direct.getByText(/^\d+ of 10$/).count()).toBe(0);
      await screenshot(direct, '13b-creator-direct-de');
      await direct.close();
    } finally {
      await page.context().clearCookies({ name: 'i18next' });
    }
  });

  it('deletes a card to the trash and restores it', async () => {
    const tile = page.getByTestId('card-tile').filter({ hasText: 'Summer flyer' });
    await tile.getByRole('button', { name: 'Actions for Summer flyer' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText("Delete the card 'Summer flyer'?").waitFor();
    // It is published: the dialog says what trashing does to the passes already out there.
    await page
      .getByText("passes already in customers' wallets cannot be scanned", { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The card has been deleted').waitFor();
    await expect
      .poll(() => page.getByTestId('card-tile').filter({ hasText: 'Summer flyer' }).count())
      .toBe(0);

    await page.getByRole('link', { name: 'Trash' }).click();
    await page.waitForURL(/\/trash-cards$/);
    const trashed = page.getByTestId('card-tile').filter({ hasText: 'Summer flyer' });
    await trashed.getByRole('button', { name: 'Actions for Summer flyer' }).click();
    await screenshot(page, '14-trash');
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page.getByText("'Summer flyer' is back in your cards.").waitFor();
    await page.goto(`${server.url}/cards`);
    await page.getByTestId('card-tile').filter({ hasText: 'Summer flyer' }).waitFor();
  });

  it('publishes a new card once even when the first publish fails after the save (issue 20)', async () => {
    await page.goto(`${server.url}/creator?type=flyer`);
    await page.getByLabel(/^Card name/).fill('Retry flyer');
    let failed = 0;
    await page.route('**/api/business-card/*/publish', async (route) => {
      failed++;
      await route.fulfill({ status: 503, json: { success: false, message: 'Try later' } });
    });
    await page.getByRole('button', { name: 'Publish card' }).click();
    await page.getByText('Try later').waitFor();
    expect(failed).toBe(1);
    await page.unroute('**/api/business-card/*/publish');
    // The saved card's id is kept: the address names it, and Publish now publishes that card.
    await page.waitForURL((url) => Boolean(url.searchParams.get('id')));
    await page.getByRole('button', { name: 'Publish card' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/card/'));
    await page.goto(`${server.url}/cards`);
    await page.getByTestId('card-tile').filter({ hasText: 'Retry flyer' }).first().waitFor();
    expect(await page.getByTestId('card-tile').filter({ hasText: 'Retry flyer' }).count()).toBe(1);
  });

  it('deletes a card from the trash for good once, however fast Confirm is pressed twice', async () => {
    const tile = page.getByTestId('card-tile').filter({ hasText: 'Retry flyer' });
    await tile.getByRole('button', { name: 'Actions for Retry flyer' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The card has been deleted').waitFor();
    await page.goto(`${server.url}/trash-cards`);
    const trashed = page.getByTestId('card-tile').filter({ hasText: 'Retry flyer' });
    // A published card comes back live: a plan with no room left refuses it (answered here as the
    // server does, tested in billing.integration), and the upgrade dialog says so, not a toast.
    await page.route('**/api/business-card/*/restore', (route) =>
      route.fulfill({
        status: 402,
        json: { success: false, code: 'plan.limitExceeded', feature: 'createCampaign', message: 'No room' },
      }),
    );
    await trashed.getByRole('button', { name: 'Actions for Retry flyer' }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    const gate = page.getByRole('dialog', { name: "You have reached your plan's limit" });
    await gate.waitFor();
    await gate.getByRole('button', { name: 'Cancel' }).click();
    await gate.waitFor({ state: 'hidden' });
    await page.unroute('**/api/business-card/*/restore');
    await trashed.waitFor();
    await trashed.getByRole('button', { name: 'Actions for Retry flyer' }).click();
    await page.getByRole('menuitem', { name: 'Delete forever' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Retry flyer', { exact: false }).waitFor();
    let deletes = 0;
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/api/business-card/')) deletes++;
    });
    await dialog.getByRole('button', { name: 'Delete forever' }).dblclick();
    await expect.poll(() => trashed.count()).toBe(0);
    expect(deletes).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: /fail/i }).count()).toBe(0);
  });

  it('says a card that does not exist does not, with the way back instead of "Try again" (issue 19)', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/card/11111111-2222-4333-8444-555555555555`);
      await page.getByRole('heading', { name: 'This card does not exist' }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      expect(await seriousAxeFindings(page, '[role=alert]')).toEqual([]);
      await screenshot(page, `19-unknown-card-${width}`);
    }
    await page.getByRole('link', { name: 'Back to cards' }).click();
    await page.waitForURL(/\/cards$/);
    await page.setViewportSize({ width: 1360, height: 900 });
  });
});
