import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  launchBrowser,
  mailTo,
  screenshot,
  seriousAxeFindings,
  startServer,
  typeCode,
  type RunningServer,
} from './harness.ts';

const run = browserAvailable();

describe.runIf(run)('sign up, onboard, log out, log back in (real Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const email = `owner-${Date.now()}@example.com`;
  const password = 'a long enough password';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });

  /** The page at 1280 px and at 390 px, then back to 1280 px. */
  const shoot = async (name: string) => {
    await screenshot(page, `auth-${name}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `auth-${name}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the home page and the 404 page', async () => {
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.title()).toBe('Passdeck');
    await page.getByRole('link', { name: 'Sign up' }).first().waitFor();
    await screenshot(page, '01-home');
  });

  it('signs up: email, the mailed code, password (with validation messages)', async () => {
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await screenshot(page, '02-signup-invalid');
    await shoot('02a-signup-email');

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    // The focus follows the steps (issue 23): into the first box, then to the first name.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Digit 1 of 6');
    await page.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Resend code/ }).isDisabled()).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('02b-signup-code');

    const mail = await mailTo(server, email);
    expect(mail.code).toMatch(/^\d{6}$/);
    // Each box has its own id (a label points at one), and a short code is told apart from a wrong one.
    expect(
      await page.$$eval('input[aria-label^="Digit"]', (boxes) => new Set(boxes.map((b) => b.id)).size),
    ).toBe(6);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter all 6 digits of the code.' }).waitFor();
    const wrong = mail.code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('alert').filter({ hasText: 'This code or link is not valid' }).waitFor();
    await shoot('02c-signup-code-wrong');
    await typeCode(page, mail.code!);
    await page.getByRole('button', { name: 'Verify email' }).click();

    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('given-name');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Use at least 10 characters.').waitFor();
    await shoot('02d-signup-password');
    await page.reload();
    // The progress is kept in the browser: a reload comes back to the password step.
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Show or hide the password' }).click();
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('completes onboarding, is all set, and lands on the dashboard', async () => {
    // The names were given on the password step: they are not asked again.
    await page.getByLabel('Business name').fill('Café Sol');
    expect(await page.getByLabel('First name').count()).toBe(0);
    expect(await page.getByLabel('Last name').count()).toBe(0);
    await page
      .getByLabel(/^Business type/)
      .first()
      .click();
    await page.getByRole('option', { name: 'Café or coffee shop' }).click();
    await screenshot(page, '03-onboarding');
    await shoot('03a-onboarding');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await page.getByRole('heading', { name: "You're all set" }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('03b-all-set');
    await page.getByRole('button', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Welcome, Café Sol' }).waitFor();
    await page.getByRole('link', { name: 'Create your first card' }).waitFor();
    await expect.poll(() => page.title()).toBe('Dashboard · Passdeck');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const labels = await nav.locator('.mantine-NavLink-label').allInnerTexts();
    expect(labels).toEqual([
      'Dashboard',
      'Points rules',
      'Cards',
      'Customers',
      'Integrations',
      'Automations',
      'Account',
      'Support',
      'Scanner app',
      'Trash',
    ]);
    await screenshot(page, '04-dashboard');
  });

  it('logs out; a protected page then redirects to login and back after logging in', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'accessToken')).toBeUndefined();

    await page.goto(`${server.url}/cards`);
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/cards',
    );

    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('wrong password!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Incorrect email or password').waitFor();
    await screenshot(page, '05-login-wrong-password');

    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/cards');
    const cookies2 = await page.context().cookies();
    const access = cookies2.find((c) => c.name === 'accessToken');
    expect(access).toMatchObject({ path: '/', sameSite: 'Lax' });
  });

  it('renews a run-out session in two tabs at once without ending it', async () => {
    // Both tabs share the cookies; the refresh token is good once, so without taking turns the
    // second tab's refresh reads as a stolen token and the server ends the session of both.
    const second = await page.context().newPage();
    // Each tab's refused request is answered once the other's is refused too (or after 5 s, so a
    // round where only one tab asks cannot hang), and the refresh answer comes late, as on a slow
    // network: both tabs want to renew at the same moment.
    let refused: (() => void)[] = [];
    const releaseBoth = () => {
      const both = refused;
      refused = [];
      for (const release of both) release();
    };
    const together = async (route: Route) => {
      const response = await route.fetch();
      if (response.status() === 401)
        await new Promise<void>((done) => {
          refused.push(done);
          if (refused.length === 2) releaseBoth();
          else setTimeout(releaseBoth, 5_000);
        });
      await route.fulfill({ response });
    };
    const slowRefresh = async (route: Route) => {
      const response = await route.fetch();
      await new Promise((done) => setTimeout(done, 400));
      await route.fulfill({ response });
    };
    await page.context().route('**/api/users/me', together);
    await page.context().route('**/api/auth/refresh', slowRefresh);
    try {
      for (let round = 0; round < 2; round++) {
        await page.context().addCookies([{ name: 'accessToken', value: 'run.out.token', url: server.url }]);
        await Promise.all([page.goto(`${server.url}/cards`), second.goto(`${server.url}/customers`)]);
        await page.getByRole('heading', { name: 'Cards', exact: true }).waitFor();
        await second.getByRole('heading', { name: 'Customers', exact: true }).waitFor();
      }
      await page.reload();
      await page.getByRole('heading', { name: 'Cards', exact: true }).waitFor();
      expect(new URL(second.url()).pathname).toBe('/customers');
    } finally {
      await page.context().unroute('**/api/users/me', together);
      await page.context().unroute('**/api/auth/refresh', slowRefresh);
      await second.close();
    }
  });

  it('works at 375 px: the sidebar becomes a drawer', async () => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Café Sol' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    await screenshot(page, '06-dashboard-mobile-drawer');
  });

  it('follows the browser language', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const german = await context.newPage();
    await german.goto(`${server.url}/login`);
    await german.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    await screenshot(german, '07-login-de');
    await context.close();
  });
});
