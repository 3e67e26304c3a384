import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  desktopPage,
  logInAt,
  screenshot,
  startSignedInBusiness,
  type RunningServer,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

describe.runIf(run)('points rules on /points-rules (real Chromium)', () => {
  let business: SignedInBusiness;
  let server: RunningServer;
  let page: Page;
  let email = '';
  let password = '';

  beforeAll(async () => {
    business = await startSignedInBusiness('rules');
    ({ server, email, password } = business);
    page = await desktopPage(business.browser);
    // A business in pounds: a new rule starts in GBP.
    await business.api('PUT', '/api/business', { name: 'Rules Café', type: 'cafe', currency: 'GBP' });
  });

  afterAll(() => business?.stop());

  it('creates a rule with a live preview; Save waits for a valid draft; clear resets', async () => {
    await logInAt(page, server.url, '/points-rules', email, password);
    await page.getByRole('heading', { name: 'No points rules yet' }).waitFor();
    await screenshot(page, 'points-rules-01-empty');
    await page.getByRole('button', { name: 'New points rule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New points rule' });
    const create = dialog.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    expect(await dialog.getByLabel(/^Test purchase/).inputValue()).toBe('12.45');
    expect(await dialog.getByLabel('Currency').inputValue()).toBe('GBP');
    await dialog.getByLabel('Name', { exact: false }).fill('Coffee points');
    await dialog.getByLabel('Points', { exact: true }).fill('1');
    await dialog.getByLabel('Currency').fill('eur');
    expect(await dialog.getByLabel('Currency').inputValue()).toBe('EUR');
    // 12.45 / 5 × 1 = 2.49, rounded half up to 2.
    await dialog.getByText('A purchase of 12.45 EUR earns 2 points').waitFor();
    await dialog.getByLabel(/^Test purchase/).fill('100');
    await dialog.getByText('A purchase of 100 EUR earns 20 points').waitFor();
    await dialog.getByRole('button', { name: 'Add product' }).click();
    // A row without a name says it does not count yet (saving used to drop it without a word).
    const incomplete = dialog.getByTestId('item-rule-incomplete');
    await incomplete.waitFor();
    expect(await incomplete.textContent()).toContain('Not counted until it has a product name');
    await dialog.getByLabel('Product', { exact: true }).fill('latte');
    await dialog.getByLabel('Points each').fill('3');
    await dialog.getByText('One latte earns 3 points').waitFor();
    expect(await incomplete.count()).toBe(0);
    await screenshot(page, 'points-rules-02-dialog');
    await dialog.getByRole('button', { name: 'Clear' }).click();
    expect(await dialog.getByLabel('Points', { exact: true }).inputValue()).toBe('0');
    expect(await dialog.getByTestId('item-rule').count()).toBe(0);
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Points', { exact: true }).fill('2');
    expect(await create.isDisabled()).toBe(false);
    await create.click();
    await page.getByText('Points rule "Coffee points" created').waitFor();
    // The empty state that held the button is gone: the focus stays in the page, not on its body.
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    const tile = page.getByTestId('points-rule').filter({ hasText: 'Coffee points' });
    // Clear went back to the business's currency.
    await tile.getByText('2 points per 5 GBP').waitFor();
    await screenshot(page, 'points-rules-03-list');
  });

  it('shows the limit on a field with an absurd value and keeps Save disabled', async () => {
    await page.getByRole('button', { name: 'New points rule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New points rule' });
    await dialog.getByLabel('Name', { exact: false }).fill('Too generous');
    await dialog.getByLabel('Points', { exact: true }).fill('99999999999999');
    await dialog.getByText('At most 1,000,000 points.').first().waitFor();
    expect(await dialog.getByLabel('Points', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // The note by the disabled button says why in words, not as a translation key.
    expect(await dialog.getByRole('alert').last().textContent()).toBe('At most 1,000,000 points.');
    expect(await dialog.getByText('problems.', { exact: false }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await screenshot(page, 'points-rules-02b-too-many-points');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'points-rules-02c-too-many-points-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    // A negative number is shown with its reason, not quietly turned into 0 when the field is left.
    await dialog.getByLabel('Points', { exact: true }).fill('-5');
    await page.keyboard.press('Tab');
    await dialog.getByText('Enter 0 or more.').first().waitFor();
    expect(await dialog.getByLabel('Points', { exact: true }).inputValue()).toBe('-5');
    // A cap of 2.5 points stays as typed and is refused; it was read as 25.
    await dialog.getByLabel('Maximum points per purchase').fill('2.5');
    await page.keyboard.press('Tab');
    await dialog.getByText('Enter a whole number.').first().waitFor();
    expect(await dialog.getByLabel('Maximum points per purchase').inputValue()).toBe('2.5');
    // Escape with input in the dialog asks before it is thrown away; Cancel there keeps it. From a
    // text box too: there the question used to open and close again on the same Escape.
    await dialog.getByLabel('Name', { exact: false }).focus();
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('Name', { exact: false }).inputValue()).toBe('Too generous');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The keyboard is back on the button that opened the dialog, not at the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('New points rule');
  });

  it('archives a rule instead of deleting it, and brings it back', async () => {
    // From the keyboard: the button goes with its rule, and the focus stays in the page instead
    // of falling back to the top of the document.
    const focusIsInThePage = () => page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    await page.getByRole('button', { name: 'Archive Coffee points' }).focus();
    await page.keyboard.press('Enter');
    // It asks first, saying what archiving does; the focus starts on Cancel.
    const confirm = page.getByRole('dialog', { name: 'Archive "Coffee points"?' });
    await confirm
      .getByText('Cards that already use it keep earning points by it', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('"Coffee points" archived').waitFor();
    await page.getByRole('heading', { name: 'No points rules yet' }).waitFor();
    await expect.poll(focusIsInThePage).toBe(true);
    await page.getByText('Archived (1)').click();
    await page.getByRole('button', { name: 'Restore Coffee points' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('"Coffee points" restored').waitFor();
    await expect.poll(focusIsInThePage).toBe(true);
    await page.getByText('Active (1)').click();
    await page.getByTestId('points-rule').filter({ hasText: 'Coffee points' }).waitFor();
  });
});
