import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  logInAt,
  screenshot,
  startSignedInBusiness,
  type RunningServer,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

describe.runIf(run)('the card-testing wizard (SPEC §2.3) in Chromium', () => {
  let business: SignedInBusiness;
  let server: RunningServer;
  let browser: Browser;
  let desk: BrowserContext;
  let page: Page;
  let stampId = '';
  let openStampId = '';
  let flyerId = '';
  let email = '';
  let password = '';
  const stepTitle = () => page.getByTestId('wizard-step-title').innerText();

  beforeAll(async () => {
    business = await startSignedInBusiness('wizard');
    ({ server, browser, email, password } = business);
    const { api } = business;
    const create = async (body: Record<string, unknown>) => {
      const card = await api<{ data: { _id: string } }>('POST', '/api/business-card', {
        info: { companyName: 'Café Sol' },
        ...body,
      });
      await api('POST', `/api/business-card/${card.data._id}/publish`);
      return card.data._id;
    };
    stampId = await create({
      name: 'Coffee club',
      passType: 'stamp_card',
      validation: { enabled: true, message: 'Ask at the counter' },
    });
    openStampId = await create({ name: 'Open stamps', passType: 'stamp_card' });
    flyerId = await create({ name: 'Summer flyer', passType: 'flyer' });
    desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    page = await desk.newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(() => business?.stop());

  it('opens from the card menu and starts with the test customer when the card asks for a code', async () => {
    await logInAt(page, server.url, '/cards', email, password);
    await page.getByRole('button', { name: 'Actions for Coffee club' }).click();
    await page.getByRole('menuitem', { name: 'Test card' }).click();
    await page.waitForURL(`**/card/${stampId}/test?type=stamp_card&dataCollection=0`);
    await page.getByRole('heading', { name: 'Test Coffee club' }).waitFor();
    expect(await stepTitle()).toBe('Add a test customer');
    await page.getByText('Step 1 of 6').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);

    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create test customer' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create test customer' }).click();
    const code = await page.getByTestId('test-code').innerText();
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    const open = page.getByRole('link', { name: 'Open Pass with Code' });
    expect(await open.getAttribute('href')).toBe(`${server.url}/get-pass/${stampId}?code=${code}`);
    await screenshot(page, 'wizard-1-test-customer');

    // The customer's page in a new tab takes the code and offers the wallets.
    const [tab] = await Promise.all([desk.waitForEvent('page'), open.click()]);
    // The code arrives filled in; the customer confirms it and is offered the wallets.
    expect(await tab.getByLabel('Validation code').inputValue()).toBe(code);
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.getByRole('link', { name: /Add to Apple Wallet/ }).waitFor({ timeout: 15_000 });
    await screenshot(tab, 'wizard-1-pass-tab');
    await tab.close();
  });

  it('shows the pass QR to install, sends a test message and moves on by itself after 2 s', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await stepTitle()).toBe('Install the pass');
    const qr = page.getByRole('img', { name: 'QR code of the pass page' });
    expect(await qr.getAttribute('data-value')).toMatch(new RegExp(`/get-pass/${stampId}\\?code=`));
    await page.getByRole('button', { name: 'Next' }).click();

    expect(await stepTitle()).toBe('Send a test notification');
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await page.getByLabel('Message').fill('Testing our new card ☕');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent. Moving on…').waitFor();
    const sentAt = Date.now();
    await page.getByRole('heading', { name: 'Install the scanner app' }).waitFor();
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1500);
  });

  it('offers the web scanner, jumps ahead for "already have the app", and makes a device key', async () => {
    expect(await page.getByRole('link', { name: 'Open the web scanner' }).getAttribute('href')).toBe(
      '/scanner',
    );
    // No native listing is configured for this site, so none is offered.
    expect(await page.getByRole('link', { name: 'App Store' }).count()).toBe(0);
    await screenshot(page, 'wizard-4-scanner-app');
    await page.getByRole('button', { name: 'I already have the app' }).click();
    expect(await stepTitle()).toBe('Scan the pass');
    await page.getByRole('button', { name: 'Back' }).click();

    expect(await stepTitle()).toBe('Log in to the scanner');
    await page.getByText('No active scanner keys yet.').waitFor();
    await page.getByRole('button', { name: 'Generate key' }).click();
    const naming = page.getByRole('dialog', { name: 'Name the device' });
    await naming.getByLabel('Device name').fill('Wizard phone');
    await naming.getByRole('button', { name: 'Generate key' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new device key' });
    expect(await reveal.getByLabel('Device key').inputValue()).toMatch(/^pdk_/);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('wizard-device').filter({ hasText: 'Wizard phone' }).waitFor();
    await page.getByRole('button', { name: 'New key' }).waitFor();
  });

  it('opens the Google pass on a desktop, then completes and leads to the share options', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await stepTitle()).toBe('Scan the pass');
    await page.getByText('Add a stamp, then a few more until a reward is ready, and redeem it.').waitFor();
    await screenshot(page, 'wizard-6-scan-desktop');
    // The new tab follows our redirect to Google's save page (not reachable offline: the request is enough).
    const [google, saveRequest] = await Promise.all([
      desk.waitForEvent('page'),
      desk.waitForEvent('request', (r) => r.url().startsWith('https://pay.google.com/gp/v/save/')),
      page.getByRole('button', { name: 'Open in Google Wallet' }).click(),
    ]);
    expect(saveRequest.redirectedFrom()?.url()).toMatch(new RegExp(`/api/pass/google/${stampId}\\?token=`));
    await google.close();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Your card works!' }).waitFor();
    await screenshot(page, 'wizard-7-complete');
    await page.getByRole('button', { name: 'View share options' }).click();
    await page.waitForURL(`**/card/${stampId}?tab=share`);
  });

  it('on a phone: a card without a code starts at install; the scan step offers two ways', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, locale: 'en-GB' })
    ).newPage();
    phone.setDefaultTimeout(10_000);
    await logInAt(
      phone,
      server.url,
      `/card/${openStampId}/test?type=stamp_card&dataCollection=0`,
      email,
      password,
    );
    await phone.getByText('Step 1 of 5').waitFor();
    expect(await phone.getByTestId('wizard-step-title').innerText()).toBe('Install the pass');
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('button', { name: 'I already have the app' }).click();
    await phone.getByRole('heading', { name: 'This phone shows the pass' }).waitFor();
    await phone.getByRole('heading', { name: 'This phone is the scanner' }).waitFor();
    await screenshot(phone, 'wizard-6-scan-phone');
    await phone.context().close();
  });

  it('a flyer has only install and message; an unloadable card falls back to the type it was given', async () => {
    await page.goto(`${server.url}/card/${flyerId}/test?type=flyer&dataCollection=0`);
    await page.getByText('Step 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Your card works!' }).waitFor();

    await page.goto(`${server.url}/card/no-such-card/test?type=coupon&dataCollection=1`);
    await page.getByRole('heading', { name: 'Test your card' }).waitFor();
    await page.getByText('Step 1 of 2').waitFor();
    await page.goto(`${server.url}/card/no-such-card/test`);
    await page.getByText('This card could not be loaded for testing.').waitFor();
  });
});
