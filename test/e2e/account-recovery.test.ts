import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  finishOnboarding,
  launchBrowser,
  mailTo,
  screenshot,
  seriousAxeFindings,
  startServer,
  typeCode,
  type RunningServer,
} from './harness.ts';
import type { OutboxMail } from '../setup/outbox.ts';

const run = browserAvailable();

describe.runIf(run)('sign up by the mail link, a bad link, a password reset (real Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const email = `link-${Date.now()}@example.com`;
  const firstPassword = 'first long password 1';
  const newPassword = 'second long password 2';

  /** The page at 1280 px and at 390 px, then back to 1280 px. */
  const shoot = async (name: string) => {
    await screenshot(page, `recovery-${name}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `recovery-${name}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up through the link in the mail', async () => {
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await mailTo(server, email);
    expect(mail.link?.path).toBe('/signup/verify');
    await page.goto(`${server.url}${mail.link!.path}/${mail.link!.a}/${mail.link!.b}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.getByLabel('First name').fill('Rui');
    await page.getByLabel('Last name').fill('Costa');
    await page.getByLabel(/^Password/).fill(firstPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    await finishOnboarding(page, {
      businessName: 'Barbearia Rui',
      businessType: 'Beauty, hair or nails',
    });
    await page.getByRole('button', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
  });

  it('signs up through the link opened in another browser: a typo in the address or a common password is said under its box and costs nothing', async () => {
    const address = 'link-elsewhere@example.com';
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await mailTo(server, address);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const elsewhere = await phone.newPage();
    await elsewhere.goto(`${server.url}${mail.link!.path}/${mail.link!.a}/${mail.link!.b}`);
    await elsewhere.getByRole('heading', { name: 'Set your password' }).waitFor();
    await elsewhere.getByLabel('Email').fill('link-elsewhere@exmaple.com');
    await elsewhere.getByLabel('First name').fill('Lia');
    await elsewhere.getByLabel('Last name').fill('Reis');
    await elsewhere.getByLabel(/^Password/).fill('orange-kite-41');
    await elsewhere.getByRole('button', { name: 'Create account' }).click();
    const email = elsewhere.getByLabel('Email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await elsewhere.getByText('This is not the address you verified.', { exact: false }).waitFor();
    await email.fill(address);
    await elsewhere.getByLabel(/^Password/).fill('qwertyuiop');
    await elsewhere.getByRole('button', { name: 'Create account' }).click();
    await elsewhere.getByText('This password is too common', { exact: false }).waitFor();
    expect(await elsewhere.getByLabel(/^Password/).getAttribute('aria-invalid')).toBe('true');
    await screenshot(elsewhere, 'recovery-00b-link-elsewhere-refusals-390');
    expect(await seriousAxeFindings(elsewhere)).toEqual([]);
    await elsewhere.getByLabel(/^Password/).fill('orange-kite-41');
    await elsewhere.getByRole('button', { name: 'Create account' }).click();
    await elsewhere.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    await phone.close();
  });

  it('shows "Verification Failed !!!" for a wrong link, and Back leads to sign-up', async () => {
    await page.goto(
      `${server.url}/signup/verify/0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10/not-the-right-secret-at-all`,
    );
    await page.getByRole('heading', { name: 'Verification Failed !!!' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('01-link-failed');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/signup$/);
    await page.getByRole('button', { name: 'Send code' }).waitFor();
  });

  let resetMail: OutboxMail | null = null;
  it('resets the password with the mailed code and logs in with the new one', async () => {
    await page.goto(`${server.url}/login`);
    // The address typed at the log-in goes along to the reset, and not into the address bar.
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/reset$/);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('02-reset-email');
    const before = await mailTo(server, email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`If an account uses ${email}, we sent it a 6-digit code.`).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('03-reset-code');
    const mail = await mailTo(server, email, before.file);
    await typeCode(page, mail.code!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByLabel(/^New password/).fill('1234567890');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('This password is too common').first().waitFor();
    await shoot('04-reset-password');
    await expect.poll(() => page.getByLabel(/^New password/).getAttribute('aria-invalid')).toBe('true');
    // The current password is refused as on the Security tab, and the code is not spent.
    await page.getByLabel(/^New password/).fill(firstPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Choose a password different from your current one.').waitFor();
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await shoot('05-reset-done');
    resetMail = mail;
    // The address is told of the change, with a way back should it not have been its owner.
    const notice = await mailTo(server, email, mail.file);
    expect(notice.subject).toBe('Your Passdeck password was changed');
    expect(notice.text).toMatch(/Choose a new password: https?:\/\/\S+\/reset\n/);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(firstPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Incorrect email or password').waitFor();
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
  });

  it('a used reset link shows "Verification Failed !!!" with Back to /reset', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    // The code was used, and with it the mail's link.
    const mail = resetMail!;
    expect(mail.link?.path).toBe('/reset/verify');
    await page.goto(`${server.url}${mail.link!.path}/${mail.link!.a}/${mail.link!.b}`);
    await page.getByRole('heading', { name: 'Verification Failed !!!' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/reset$/);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  });
});
