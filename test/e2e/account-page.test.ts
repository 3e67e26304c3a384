import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestMailTo } from '../setup/outbox.ts';
import {
  browserAvailable,
  logInAt,
  screenshot,
  seriousAxeFindings,
  startSignedInBusiness,
  type SignedInBusiness,
} from './harness.ts';

const TABS = ['profile', 'business', 'security', 'team', 'data'] as const;
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe.runIf(browserAvailable())('the account page (real Chromium)', () => {
  let business: SignedInBusiness;
  let page: Page;
  /** Changes with the security step. */
  let password: string;

  const openTab = async (tab: (typeof TABS)[number]) => {
    await page.goto(`${business.server.url}/account?tab=${tab}`);
    await page.getByRole('tab', { selected: true }).waitFor();
  };

  beforeAll(async () => {
    business = await startSignedInBusiness('account');
    password = business.password;
    const context = await business.browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-GB',
      timezoneId: 'Europe/Lisbon',
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await logInAt(page, business.server.url, '/account', business.email, password);
    await page.getByRole('tab', { name: 'Profile' }).waitFor();
  });

  afterAll(() => business?.stop());

  it('edits the profile', async () => {
    await openTab('profile');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();
    // On a phone the toast, as wide as the screen, starts below the header rather than hiding its
    // menu button and account menu (walkthrough).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Save profile' }).click();
    const header = await page.locator('header').first().boundingBox();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Profile saved.' }).last();
    await toast.waitFor();
    await expect
      .poll(async () => (await toast.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
    await screenshot(page, 'account-profile-saved-toast-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    const me = await business.api<{ data: { firstName: string } }>('GET', '/api/users/me');
    expect(me.data.firstName).toBe('Ana');
    // Saving another language says so in that language, not in the one just left.
    await page.getByLabel('Language', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profil gespeichert.').waitFor();
    await page.getByLabel('Sprache', { exact: true }).first().click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
  });

  it('edits the business', async () => {
    await openTab('business');
    // A business without a time zone starts with the device's, said to be a suggestion until saved.
    const suggested = page.getByText('Suggested from this device; not saved yet.');
    await suggested.waitFor();
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Europe/Lisbon');
    await page.getByRole('button', { name: 'Save business' }).click();
    await page.getByText('Business details saved.').waitFor();
    await suggested.waitFor({ state: 'detached' });
    await page.getByLabel('Business name').fill('Café Lua');
    await page.getByLabel('Address').fill('Rua Augusta 10, Lisboa');
    // The country is picked by its name; "Germany" finds Germany, never Georgia (GE).
    await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
    await page.getByRole('option', { name: 'Germany' }).click();
    // The first country suggests its currency.
    const currency = page.getByLabel('Currency', { exact: true }).first();
    expect(await currency.inputValue()).toBe('EUR');
    // A code finds its country first ("us": the United States before Australia), and the currency
    // the last country suggested follows the country; one chosen otherwise would stay.
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.fill('us');
    expect(await page.getByRole('option').first().textContent()).toBe('United States');
    await page.getByRole('option').first().click();
    await expect.poll(() => currency.inputValue()).toBe('USD');
    await country.fill('zzz');
    await page.getByText('No country matches').waitFor();
    await country.fill('Germany');
    await page.getByRole('option', { name: 'Germany' }).click();
    await expect.poll(() => currency.inputValue()).toBe('EUR');
    // A zone is found as people write it, and by an old name.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('kiev');
    await page.getByRole('option', { name: 'Europe/Kyiv' }).waitFor();
    await zone.fill('new york');
    await page.getByRole('option', { name: 'America/New York' }).click();
    // The currency can be typed too.
    await page.getByRole('combobox', { name: 'Currency' }).fill('gbp');
    await page.getByRole('option', { name: 'GBP' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).fill('eur');
    await page.getByRole('option', { name: 'EUR' }).click();
    await page.getByRole('button', { name: 'Save business' }).click();
    // The first save's toast may still show beside this one's: the stored business says it went through.
    await page.getByText('Business details saved.').first().waitFor();
    const stored = () =>
      business.api<{ data: { name: string; address: string; country: string; timeZone: string } }>(
        'GET',
        '/api/business',
      );
    await expect.poll(async () => (await stored()).data.timeZone).toBe('America/New_York');
    expect((await stored()).data).toMatchObject({
      name: 'Café Lua',
      address: 'Rua Augusta 10, Lisboa',
      country: 'DE',
      currency: 'EUR',
      timeZone: 'America/New_York',
    });
  });

  it('invites staff, who joins through the mailed link, and changes their role', async () => {
    const { server } = business;
    const staff = `staff-${Date.now()}@example.com`;
    await openTab('team');
    await page.getByLabel('Email address').fill(staff);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${staff}.`).waitFor();
    // Inviting an address again replaces its invitation, and the toast says the old link is void.
    const twice = `twice-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(twice);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${twice}.`).waitFor();
    await page.getByText(twice, { exact: true }).first().waitFor();
    await page.getByLabel('Email address').fill(twice);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page
      .getByText(`A new invitation was sent to ${twice}. The link in the earlier one no longer works.`)
      .waitFor();

    let mail = await newestMailTo(join(server.dataDir, 'outbox'), staff);
    for (let i = 0; !mail && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mail = await newestMailTo(join(server.dataDir, 'outbox'), staff);
    }
    const token = /\/signup\?invite=([^\s&"<>]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const accepted = await postJson(`${server.url}/api/team/invitations/accept`, {
      token: decodeURIComponent(token!),
      password: 'staff member password',
      firstName: 'Sam',
      lastName: 'Lee',
    });
    expect(accepted.status).toBe(201);

    await openTab('team');
    await page.getByRole('combobox', { name: 'Role of Sam Lee' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await page.getByText('Sam Lee is now Admin.').waitFor();
    const team = await business.api<{ data: { email: string; role: string; status: string }[] }>(
      'GET',
      '/api/team',
    );
    expect(team.data.find((m) => m.email === staff)).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('ends another session, then changes the password so the old one no longer logs in', async () => {
    const { server, email } = business;
    const login = await postJson(
      `${server.url}/api/auth/login`,
      { email, password },
      {
        'user-agent': FIREFOX_ON_LINUX,
      },
    );
    const other = ((await login.json()) as { data: { refresh_token: string } }).data;
    await openTab('security');
    // The session in use is active now; another one says when it was last used.
    await page.getByText('Active now', { exact: true }).waitFor();
    expect(await page.getByText(/^Last active /).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Log out Firefox on Linux' }).click();
    await page.getByText('That device is logged out.').waitFor();
    await expect.poll(() => page.getByText('Firefox on Linux').count()).toBe(0);
    const refreshed = await postJson(`${server.url}/api/auth/refresh`, {
      refresh_token: other.refresh_token,
    });
    expect(refreshed.ok).toBe(false);

    const newPassword = 'a brand new passphrase';
    // A device signed in now is listed, and the new password signs it out of the list too.
    await postJson(`${server.url}/api/auth/login`, { email, password }, { 'user-agent': FIREFOX_ON_LINUX });
    await page.reload();
    await page.getByText('Firefox on Linux').first().waitFor();
    await page.getByLabel('Current password').fill(password);
    // The same password again is no change: the form says so before asking the server.
    await page.getByLabel('New password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Choose a password different from your current one.').waitFor();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/^Password changed\./).waitFor();
    await expect.poll(() => page.getByText('Firefox on Linux').count()).toBe(0);
    expect((await postJson(`${server.url}/api/auth/login`, { email, password })).ok).toBe(false);
    expect((await postJson(`${server.url}/api/auth/login`, { email, password: newPassword })).ok).toBe(true);
    password = newPassword;
  });

  it('downloads every piece of data as a zip', async () => {
    await openTab('data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('shows every tab at 1280 and 390 px without serious axe findings', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of TABS) {
        await openTab(tab);
        await page.waitForTimeout(400);
        await screenshot(page, `account-${tab}-${width}`);
        expect(await seriousAxeFindings(page, 'main'), `${tab} at ${width} px`).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('at 390 px the open tab is in view, and sideways rows (tabs, the plans table) show that they scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${business.server.url}/account?tab=billing`);
    const list = page.getByRole('tablist');
    const open = page.getByRole('tab', { name: 'Billing', selected: true });
    await open.waitFor();
    const inView = () =>
      open.evaluate((tab) => {
        const row = tab.closest('[role=tablist]')!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      });
    await expect.poll(inView).toBe(true);
    // More tabs hide to the left of the open one: the row fades out there.
    await page.locator('[data-scroll-fade=start]').waitFor();
    expect(await list.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    await screenshot(page, '23-account-billing-tabs-390');
    expect(await seriousAxeFindings(page, 'main')).toEqual([]);

    await page.goto(`${business.server.url}/pricing`);
    const table = page.getByRole('region', { name: 'Plan comparison' });
    await table.scrollIntoViewIfNeeded();
    await page.locator('[data-scroll-fade=end]').waitFor();
    await screenshot(page, '23-pricing-compare-390');
    await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    await page.locator('[data-scroll-fade=end]').waitFor({ state: 'detached' });
    // Scrolled to its end, the table keeps its feature names in view where a start fade would be.
    expect((await table.getByRole('columnheader', { name: 'Feature' }).boundingBox())!.x).toBeLessThan(40);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${business.server.url}/pricing`);
    await table.waitFor();
    await screenshot(page, '23-pricing-compare-1280');
  });

  let changedEmail: string | null = null;
  it('changes the email with a mailed code, the code step starting on its first box', async () => {
    const { server } = business;
    const next = `moved-${Date.now()}@example.com`;
    await openTab('profile');
    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New email address').fill(next);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const first = dialog.getByLabel('Digit 1 of 6');
    await expect.poll(() => first.evaluate((box) => box === document.activeElement)).toBe(true);
    let mail = await newestMailTo(join(server.dataDir, 'outbox'), next);
    for (let i = 0; !mail?.code && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mail = await newestMailTo(join(server.dataDir, 'outbox'), next);
    }
    await page.keyboard.type(mail!.code!);
    await page.getByText(next, { exact: false }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    changedEmail = next;
    // The address the account left is told, naming the new one.
    const subject = 'The email address of your Passdeck account was changed';
    let notice = await newestMailTo(join(server.dataDir, 'outbox'), business.email);
    for (let i = 0; notice?.subject !== subject && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      notice = await newestMailTo(join(server.dataDir, 'outbox'), business.email);
    }
    expect(notice?.text).toContain(`to ${next}`);
  });

  it('deletes the account and cannot log in again', async () => {
    const { server } = business;
    const email = changedEmail ?? business.email;
    await openTab('data');
    await page.getByLabel('Your password').fill(password);
    await page.getByLabel('I understand that this cannot be undone').check();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Your account was deleted.').waitFor();
    expect((await postJson(`${server.url}/api/auth/login`, { email, password })).ok).toBe(false);
  });
});
