import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestMailTo } from '../setup/outbox.ts';
import {
  type AxeFinding,
  addCustomer,
  browserAvailable,
  desktopPage,
  outsidePassArt,
  screenshot,
  seriousAxeFindings,
  startSignedInBusiness,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

/**
 * Checks the screen with axe at 1280 px and takes its pictures at 1280 and 390 px (once the
 * sidebar has slid out of sight), then widens the window again.
 */
const checkScreen = async (
  page: Page,
  name: string,
  keep: (findings: AxeFinding[]) => AxeFinding[] | Promise<AxeFinding[]> = (findings) => findings,
) => {
  await screenshot(page, `${name}-1280`);
  expect(await keep(await seriousAxeFindings(page))).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => {
    const navbar = document.querySelector('.mantine-AppShell-navbar');
    return !navbar || navbar.getBoundingClientRect().right <= 0;
  });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
};

describe.runIf(run)('a staff member joins the team and works within their role (real Chromium)', () => {
  let business: SignedInBusiness;
  let page: Page;
  let cardId: string;
  const staffEmail = `staff-${Date.now()}@example.com`;

  beforeAll(async () => {
    business = await startSignedInBusiness('team-owner');
    const demo = await business.api<{ data: { _id: string } }>('POST', '/api/business-card/demo', {
      passType: 'point_card',
    });
    cardId = demo.data._id;
    await business.api('POST', '/api/team/invitations', { email: staffEmail, role: 'staff' });
    page = await desktopPage(business.browser);
  });

  afterAll(() => business?.stop());

  const inviteLink = async (): Promise<string> => {
    const outbox = join(business.server.dataDir, 'outbox');
    for (let i = 0; i < 50; i += 1) {
      const mail = await newestMailTo(outbox, staffEmail);
      const link = /\/signup\?invite=[^\s>"]+/.exec(mail?.text ?? '')?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('no invitation mail');
  };

  it('joins through the invitation link and lands on the dashboard', async () => {
    const link = await inviteLink();
    // The link carries the token only: the page takes the business from the invitation.
    expect(link).not.toContain('business=');
    // A made-up link says so at once, before anyone types (QA).
    await page.goto(`${business.server.url}/signup?invite=${'x'.repeat(43)}&business=Caf%C3%A9%20Sol`);
    await page.getByRole('heading', { name: 'Verification Failed !!!' }).waitFor();
    expect(await page.getByLabel(/^Password/).count()).toBe(0);
    // The business named is the invitation's own, whatever the address bar says.
    const tampered = `${link}&business=Evil%20Corp`;
    await page.goto(`${business.server.url}${tampered}`);
    await page.getByRole('heading', { name: 'Join Café Sol' }).waitFor();
    await page.getByText(`You were invited as ${staffEmail} (Staff).`, { exact: false }).waitFor();
    expect(await page.getByText('Evil Corp').count()).toBe(0);
    await checkScreen(page, 'team-staff-01-join');

    await page.getByLabel(/^First name/).fill('Sam');
    await page.getByLabel(/^Last name/).fill('Staff');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.getByText('at least 10', { exact: false }).first().waitFor();
    await page.getByLabel(/^Password/).fill('counter shift 2024');
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.waitForURL(/\/dashboard/);
    // Pairing scanner devices is not staff's: their "Scanner app" entry leads to the scanner
    // itself, not to the keys page that would refuse them.
    await page.getByRole('link', { name: 'Customers' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Scanner app' }).getAttribute('href')).toBe('/scanner');
    // The figures, without the business's set-up (wallet settings, first steps) they cannot act on.
    await page.getByTestId('dashboard-updated').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('wallet-settings').count()).toBe(0);
    expect(await page.getByTestId('first-steps').count()).toBe(0);
  });

  it('sees the cards without create, edit or delete, and the API refuses a delete', async () => {
    await page.getByRole('link', { name: 'Cards' }).first().click();
    await page.getByTestId('card-tile').first().waitFor();
    expect(await page.getByRole('button', { name: /Create/ }).count()).toBe(0);
    await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Share' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Delete|Edit/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await checkScreen(page, 'team-staff-02-cards', (findings) => outsidePassArt(page, findings));
    // Their share page offers no "Edit design", which the designer would refuse.
    await page.goto(`${business.server.url}/card/${cardId}?tab=share`);
    await page.getByRole('heading', { name: /^Share / }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit design' }).count()).toBe(0);

    const token = await page.evaluate(() => {
      const cookie = document.cookie.split('; ').find((c) => c.includes('access'));
      return cookie ? decodeURIComponent(cookie.split('=').slice(1).join('=')) : null;
    });
    const tokens = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    const access = token ?? /"access_token\\?":\\?"([^"\\]+)/.exec(tokens)?.[1] ?? '';
    const refused = await fetch(`${business.server.url}/api/business-card/${cardId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('team.forbidden');
  });

  it('opening the creator shows the role panel, not a crash or a log-out', async () => {
    await page.goto(`${business.server.url}/creator?id=${cardId}`);
    await page.getByRole('heading', { name: 'Your role does not allow this' }).waitFor();
    await checkScreen(page, 'team-staff-03-forbidden');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(/\/dashboard/);
  });

  it('serves a customer: adds one and gives points, which are recorded', async () => {
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await page.getByRole('heading', { name: 'No customers yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await addCustomer(page, 'Zoë Ferreira', 'zoe@example.com');
    await page.getByRole('button', { name: 'Open the details of Zoë Ferreira' }).click();
    const drawer = page.getByTestId('customer-details');
    await drawer.getByLabel('How many').fill('5');
    await drawer.getByRole('button', { name: 'Add points' }).click();
    await drawer.getByTestId('customer-points').filter({ hasText: /^5$/ }).waitFor();
    expect(await drawer.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // The owner sees the staff member's points.
    const customers = await business.api<{ data: { items: { name: string; points: number }[] } }>(
      'GET',
      '/api/pass-users',
    );
    expect(customers.data.items).toEqual([expect.objectContaining({ name: 'Zoë Ferreira', points: 5 })]);
  });
});
