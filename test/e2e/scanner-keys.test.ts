import type { Page } from 'playwright-core';
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

describe.runIf(run)('scanner device keys on /scanner-app (real Chromium)', () => {
  let business: SignedInBusiness;
  let server: RunningServer;
  let page: Page;
  let key = '';
  let email = '';
  let password = '';

  const session = async (deviceKey: string) =>
    (await fetch(`${server.url}/api/scanner/session`, { headers: { 'x-device-key': deviceKey } })).status;

  beforeAll(async () => {
    business = await startSignedInBusiness('keys');
    ({ server, email, password } = business);
    const context = await business.browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-GB',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(() => business?.stop());

  it('starts empty, and warns about a blank device name', async () => {
    await logInAt(page, server.url, '/scanner-app', email, password);
    await page.getByRole('heading', { name: 'No scanner devices yet' }).waitFor();
    await screenshot(page, 'scanner-01-empty');
    await page.getByRole('button', { name: 'Generate key' }).click();
    const naming = page.getByRole('dialog', { name: 'Name the device' });
    await naming.getByLabel('Device name').fill('   ');
    await naming.getByRole('button', { name: 'Generate key' }).click();
    // The spec's warning toast, and the field itself marked with the same words.
    await page.getByRole('alert').filter({ hasText: 'Please enter a device name' }).first().waitFor();
    await naming.getByText('Please enter a device name').waitFor();
    expect(await naming.getByLabel('Device name').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the new key once, masked until asked, and copies it', async () => {
    const naming = page.getByRole('dialog', { name: 'Name the device' });
    await naming.getByLabel('Device name').fill('  Front till ');
    await naming.getByRole('button', { name: 'Generate key' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new device key' });
    await reveal.getByText('This key is shown only once.', { exact: false }).waitFor();
    const input = reveal.getByLabel('Device key');
    expect(await input.getAttribute('type')).toBe('password');
    key = await input.inputValue();
    expect(key).toMatch(/^pdk_/);
    await naming.waitFor({ state: 'detached' });
    await screenshot(page, 'scanner-02-reveal-masked');
    await reveal.locator('.mantine-PasswordInput-visibilityToggle').click();
    expect(await input.getAttribute('type')).toBe('text');
    await reveal.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Key copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    // Shown once, so a stray Escape or backdrop click keeps it (QA); the dialog says where it goes.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await reveal.getByLabel('Device key').waitFor();
    const scannerLink = reveal.getByRole('link', { name: /\/scanner$/ });
    expect(await scannerLink.getAttribute('href')).toBe('/scanner');
    await reveal.getByRole('button', { name: 'Done' }).click();
    await reveal.waitFor({ state: 'detached' });
    const row = page.getByTestId('scanner-device').filter({ hasText: 'Front till' });
    await row.getByText('Active').waitFor();
    await row.getByText('Never').waitFor();
    expect(await page.content()).not.toContain(key);
    expect(await page.getByRole('link', { name: /\/scanner$/ }).getAttribute('href')).toBe('/scanner');
  });

  it('lets the device sign in until the key is revoked', async () => {
    expect(await session(key)).toBe(200);
    await page.reload();
    const row = page.getByTestId('scanner-device').filter({ hasText: 'Front till' });
    await row.getByText('Active').waitFor();
    expect(await row.getByText('Never').count()).toBe(0);
    await screenshot(page, 'scanner-03-list');
    await row.getByRole('button', { name: 'Revoke the key of Front till' }).click();
    await page.getByText("Revoke the key of 'Front till'? The device is signed out at once.").waitFor();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('Key revoked').waitFor();
    await row.getByText('Revoked').waitFor();
    expect(await session(key)).toBe(401);
    await page.getByRole('button', { name: 'New key' }).waitFor();
  });

  it('keeps a long unbroken device name inside the dialogs on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const name = 'Till'.repeat(15);
    await page.getByRole('button', { name: 'New key' }).click();
    const naming = page.getByRole('dialog', { name: 'Name the device' });
    await naming.getByLabel('Device name').fill(name);
    await naming.getByRole('button', { name: 'Generate key' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new device key' });
    await reveal.getByText(name).waitFor();
    const box = (await reveal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await reveal.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    await screenshot(page, 'scanner-04-long-name-390');
    await reveal.getByRole('button', { name: 'Done' }).click();
    await reveal.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
