import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  desktopPage,
  logInAt,
  screenshot,
  seriousAxeFindings,
  startSignedInBusiness,
  type SignedInBusiness,
} from './harness.ts';

/**
 * Issue 23, first-run guidance: a new business's dashboard shows the five first steps, ticked
 * from its real data as it takes them, with the next step's link; the checklist is readable at
 * 1280 and 390 px and goes once every step is done.
 */
describe.runIf(browserAvailable())('the first-run checklist on the dashboard (real Chromium)', () => {
  let biz: SignedInBusiness;

  beforeAll(async () => {
    biz = await startSignedInBusiness('first-steps');
  }, 120_000);
  afterAll(() => biz?.stop());

  it('ticks itself from what the business does and leads to the next step', async () => {
    const page = await desktopPage(biz.browser);
    await logInAt(page, biz.server.url, '/dashboard', biz.email, biz.password);
    const checklist = page.getByTestId('first-steps');
    await checklist.getByText('0 of 5 done').waitFor();
    // The first step opens the choice of card type itself, not the empty list (issue 23).
    await checklist.getByRole('link').click();
    const choice = page.getByRole('dialog', { name: 'Select card type' });
    await choice.waitFor();
    // Escape: no button opened it, and the keyboard is in the page afterwards, not on its body.
    await page.keyboard.press('Escape');
    await choice.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await page.goto(`${biz.server.url}/dashboard`);
    await checklist.getByText('0 of 5 done').waitFor();

    // A published card and a paired scanner, made elsewhere: the dashboard reads them on its next visit.
    const card = (
      await biz.api<{ data: { _id: string } }>('POST', '/api/business-card/demo', { passType: 'stamp_card' })
    ).data;
    const { key } = (
      await biz.api<{ data: { key: string } }>('POST', '/api/auth/api-keys', { deviceName: 'Till' })
    ).data;
    // Paired means a device signed in with its key; generating the key is not enough.
    await page.reload();
    await checklist.getByText('2 of 5 done').waitFor();
    const session = await fetch(`${biz.server.url}/api/scanner/session`, {
      headers: { 'x-device-key': key },
    });
    expect(session.status).toBe(200);
    await page.reload();
    await checklist.getByText('3 of 5 done').waitFor();
    const next = checklist.getByRole('link', { name: 'Test your card' });
    expect(await next.getAttribute('href')).toBe(`/card/${card._id}/test`);
    expect(await page.getByTestId('first-step-publishCard').getAttribute('data-done')).toBe('true');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await screenshot(page, `first-steps-${width}`);
      expect(await seriousAxeFindings(page, '[data-testid="first-steps"]'), `at ${width} px`).toEqual([]);
    }
    await next.click();
    await page.waitForURL(`${biz.server.url}/card/${card._id}/test`);
  });
});
