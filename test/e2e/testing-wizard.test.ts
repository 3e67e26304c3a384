import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  logInAt,
  screenshot,
  seriousAxeFindings,
  startSignedInBusiness,
  type RunningServer,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

/** The test pass as Apple Wallet downloads it: its serial number and the value in its QR code. */
const downloadApplePass = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const pass = JSON.parse(
    new TextDecoder().decode(unzipSync(new Uint8Array(await res.arrayBuffer()))['pass.json']),
  ) as { serialNumber: string; barcodes: { message: string }[] };
  return { barcode: pass.barcodes[0]!.message };
};

describe.runIf(run)('the card-testing wizard (requirements §2.3, issue 19) in Chromium', () => {
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
  let deviceKey = '';
  let barcode = '';
  const stepTitle = () => page.getByTestId('wizard-step-title').innerText();
  const check = (p: Page, key: string) => p.getByTestId(`check-${key}`);
  /** Waits until the check shows `state` (the wizard polls every 3 s). */
  const checkState = async (p: Page, key: string, state: string) => {
    await p.locator(`[data-testid="check-${key}"][data-state="${state}"]`).waitFor({ timeout: 15_000 });
  };
  const scanAction = (key: string, code: string) =>
    fetch(`${server.url}/api/scanner/action`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': key },
      body: JSON.stringify({ barcode: code, actionId: 'add_stamp', idempotencyKey: crypto.randomUUID() }),
    });
  /**
   * Serious axe findings in the wizard's panel, less the brand's known contrast problems (another
   * issue's job): the violet filled buttons and Mantine's `dimmed` grey text. Any other contrast
   * finding, and every other rule, still fails.
   */
  const wizardAxe = async (p: Page) => {
    const findings = await seriousAxeFindings(p, '[data-testid="wizard-panel"]');
    const brandOnly = async (targets: readonly string[]) =>
      p.evaluate(
        (selectors) =>
          selectors.every((selector) => {
            const el = document.querySelector(selector);
            if (!el) return false;
            const dimmed = getComputedStyle(el).color === 'rgb(134, 142, 150)';
            // A Button without a variant is a filled one (Mantine sets data-variant only when given).
            const filled = el.closest(
              '.mantine-Button-root:is([data-variant="filled"], :not([data-variant]))',
            );
            return dimmed || filled !== null;
          }),
        [...targets],
      );
    const left = [];
    for (const f of findings) if (!(f.id === 'color-contrast' && (await brandOnly(f.targets)))) left.push(f);
    return left;
  };

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
    // A real customer of the card, who must never get the test message.
    const real = await api<{ validationCode: string }>('POST', '/api/pass/validation/issue-code', {
      cardId: stampId,
    });
    expect(real.validationCode).toMatch(/^[A-Z0-9]+$/);
    desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    page = await desk.newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(() => business?.stop());

  it('starts with the test customer, whose check turns green only once it is created', async () => {
    await logInAt(page, server.url, '/cards', email, password);
    await page.getByRole('button', { name: 'Actions for Coffee club' }).click();
    await page.getByRole('menuitem', { name: 'Test card' }).click();
    await page.waitForURL(`**/card/${stampId}/test?type=stamp_card&dataCollection=0`);
    await page.getByRole('heading', { name: 'Test Coffee club' }).waitFor();
    expect(await stepTitle()).toBe('Add a test customer');
    await page.getByText('Step 1 of 6').waitFor();
    await checkState(page, 'customer', 'waiting');

    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create test customer' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create test customer' }).click();
    const code = await page.getByTestId('test-code').innerText();
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    await checkState(page, 'customer', 'done');
    expect(await check(page, 'customer').innerText()).toContain('Test customer');
    const open = page.getByRole('link', { name: 'Open Pass with Code' });
    expect(await open.getAttribute('href')).toBe(`${server.url}/get-pass/${stampId}?code=${code}`);
    expect(await wizardAxe(page)).toEqual([]);
    await screenshot(page, 'wizard-1-test-customer');

    // The customer's page in a new tab takes the code and offers the wallets.
    const [tab] = await Promise.all([desk.waitForEvent('page'), open.click()]);
    expect(await tab.getByLabel('Validation code').inputValue()).toBe(code);
    await tab.getByRole('button', { name: 'Continue' }).click();
    const apple = tab.getByRole('link', { name: /Add to Apple Wallet/ });
    await apple.waitFor({ timeout: 15_000 });
    // The download itself, as the phone's wallet would fetch it.
    ({ barcode } = await downloadApplePass(new URL((await apple.getAttribute('href'))!, server.url).href));
    await tab.close();
  });

  it('turns the download green from the real download and says why a wallet install is not checked here', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await stepTitle()).toBe('Install the pass');
    await checkState(page, 'download', 'done');
    await checkState(page, 'registration', 'unverifiable');
    const registration = await check(page, 'registration').innerText();
    expect(registration).toContain("Can't be checked here");
    expect(registration).toContain('PUBLIC_URL is not an https address');
    expect(registration).toContain('development certificate');
    // The code was used by the pass tab: a new code is offered instead of a dead link.
    await page.getByText('The code was used: the test pass was opened.').waitFor();
    expect(await wizardAxe(page)).toEqual([]);
    await screenshot(page, 'wizard-2-install');
  });

  it('sends the test message to the test customer only, waits to see it on the pass, then moves on', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await stepTitle()).toBe('Send a test notification');
    await page.getByText('Only your test customer receives it.').waitFor();
    await checkState(page, 'message', 'waiting');
    await page.getByLabel('Message').fill('Testing our new card ☕');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('The message is on the test pass. Moving on…').waitFor({ timeout: 15_000 });
    await checkState(page, 'message', 'done');
    expect(await check(page, 'message').innerText()).toContain('Testing our new card ☕');
    await screenshot(page, 'wizard-3-message');
    await page.getByRole('heading', { name: 'Install the scanner app' }).waitFor();
    // One recipient, though the card has two holders.
    const stats = await business.api<{ data: { lastMessage: { recipients: number; delivered: number } } }>(
      'GET',
      `/api/business-card/${stampId}/stats`,
    );
    expect(stats.data.lastMessage).toMatchObject({ recipients: 1, delivered: 1 });
  });

  it('makes a device key, and turns the scan green only when that key scans the test pass', async () => {
    expect(await page.getByRole('link', { name: 'Open the web scanner' }).getAttribute('href')).toBe(
      '/scanner',
    );
    await page.getByRole('button', { name: 'I already have the app' }).click();
    expect(await stepTitle()).toBe('Scan the pass');
    await page.getByRole('button', { name: 'Back' }).click();

    expect(await stepTitle()).toBe('Log in to the scanner');
    await page.getByRole('button', { name: 'Generate key' }).click();
    const naming = page.getByRole('dialog', { name: 'Name the device' });
    await naming.getByLabel('Device name').fill('Wizard phone');
    await naming.getByRole('button', { name: 'Generate key' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new device key' });
    deviceKey = await reveal.getByLabel('Device key').inputValue();
    expect(deviceKey).toMatch(/^pdk_/);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('wizard-device').filter({ hasText: 'Wizard phone' }).waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    expect(await stepTitle()).toBe('Scan the pass');
    await checkState(page, 'scan', 'waiting');
    expect((await scanAction(deviceKey, barcode)).status).toBe(200);
    await checkState(page, 'scan', 'done');
    expect(await check(page, 'scan').innerText()).toContain('Wizard phone');
    expect(await wizardAxe(page)).toEqual([]);
    await screenshot(page, 'wizard-6-scan-desktop');
  });

  it('says the card works once every check that can be made passed, listing what is not checked here', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Your card works!' }).waitFor();
    await checkState(page, 'registration', 'unverifiable');
    expect(await wizardAxe(page)).toEqual([]);
    await screenshot(page, 'wizard-7-complete');
    await page.getByRole('button', { name: 'View share options' }).click();
    await page.waitForURL(`**/card/${stampId}?tab=share`);
  });

  it('on a phone, with nothing done, does not say the card works; it turns once the test pass is used', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'en-GB' })
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
    // A card without a code step gets its test customer here: the QR code names it.
    const qr = phone.getByRole('img', { name: 'QR code of the pass page' });
    await qr.waitFor();
    const link = (await qr.getAttribute('data-value'))!;
    expect(link).toMatch(new RegExp(`/get-pass/${openStampId}\\?code=[A-Z0-9]+$`));
    await checkState(phone, 'download', 'waiting');
    await screenshot(phone, 'wizard-2-install-phone');
    expect(await wizardAxe(phone)).toEqual([]);

    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('button', { name: 'I already have the app' }).click();
    await phone.getByRole('heading', { name: 'This phone shows the pass' }).waitFor();
    await phone.getByRole('heading', { name: 'This phone is the scanner' }).waitFor();
    await screenshot(phone, 'wizard-6-scan-phone');
    await phone.getByRole('button', { name: 'Next' }).click();

    await phone.getByRole('heading', { name: 'Not everything is checked yet' }).waitFor();
    expect(await phone.getByRole('heading', { name: 'Your card works!' }).count()).toBe(0);
    expect(await phone.getByRole('button', { name: 'View share options' }).count()).toBe(0);
    for (const key of ['download', 'message', 'scan']) await checkState(phone, key, 'waiting');
    expect(await wizardAxe(phone)).toEqual([]);
    await screenshot(phone, 'wizard-7-not-verified-phone');

    // The link opened in one browser and left, then in another: the pass not taken yet, both are
    // the test customer, with no "already used" notice.
    for (let visit = 0; visit < 2; visit++) {
      const browserOf = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const visitor = await browserOf.newPage();
      await visitor.goto(link);
      await visitor.getByRole('link', { name: 'Add to Apple Wallet' }).waitFor();
      expect(await visitor.getByText('The code in your link was already used').count()).toBe(0);
      await browserOf.close();
    }
    // The test customer uses the pass from the QR code: the page follows without a reload.
    const code = new URL(link).searchParams.get('code')!;
    const validated = await fetch(`${server.url}/api/pass/validation/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardId: openStampId, validationCode: code }),
    });
    const token = ((await validated.json()) as { data: { token: string } }).data.token;
    const pass = await downloadApplePass(`${server.url}/api/pass/apple/${openStampId}?token=${token}`);
    await checkState(phone, 'download', 'done');
    // The same link opened again on another phone: the used code no longer names the test
    // customer, so the pass there is a new one, and the page says so rather than only "ready".
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const reused = await other.newPage();
    await reused.goto(link);
    await reused.getByText('The code in your link was already used or has been replaced').waitFor();
    expect(await seriousAxeFindings(reused)).toEqual([]);
    await screenshot(reused, 'get-pass-link-code-used-phone');
    await other.close();
    const status = await business.api<{ data: { testCustomer: { id: string } } }>(
      'GET',
      `/api/business-card/${openStampId}/test-status`,
    );
    await business.api('POST', '/api/message', {
      message: 'Hello from the test',
      businessCardId: openStampId,
      passUserId: status.data.testCustomer.id,
    });
    await checkState(phone, 'message', 'done');
    expect(await phone.getByRole('heading', { name: 'Your card works!' }).count()).toBe(0);
    expect((await scanAction(deviceKey, pass.barcode)).status).toBe(200);
    await phone.getByRole('heading', { name: 'Your card works!' }).waitFor({ timeout: 15_000 });
    await screenshot(phone, 'wizard-7-complete-phone');
    await phone.context().close();
  });

  it('a flyer has only install and message; an unloadable card falls back to the type it was given', async () => {
    await page.goto(`${server.url}/card/${flyerId}/test?type=flyer&dataCollection=0`);
    await page.getByText('Step 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // Nothing was done with the flyer: it is not said to work.
    await page.getByRole('heading', { name: 'Not everything is checked yet' }).waitFor();
    expect(await page.getByTestId('check-scan').count()).toBe(0);
    await checkState(page, 'download', 'waiting');
    expect(await wizardAxe(page)).toEqual([]);
    await screenshot(page, 'wizard-7-not-verified-desktop');

    await page.goto(`${server.url}/card/no-such-card/test?type=coupon&dataCollection=1`);
    await page.getByRole('heading', { name: 'Test your card' }).waitFor();
    await page.getByText('Step 1 of 2').waitFor();
    await page.goto(`${server.url}/card/no-such-card/test`);
    await page.getByText('This card could not be loaded for testing.').waitFor();
  });
});
