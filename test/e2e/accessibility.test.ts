import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  type DemoBusiness,
  logInAt,
  outsidePassArt,
  screenshot,
  seriousAxeFindings,
  settle,
  startDemoBusiness,
  type RunningServer,
} from './harness.ts';

const run = browserAvailable();

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * The serious and critical axe findings on the settled page, one line each, naming the place; text in
 * a pass preview is the business's picture of its pass, in its own colours (requirements §10.5).
 */
const findingsAt = async (page: Page, where: string) => {
  await settle(page);
  return (await outsidePassArt(page, await seriousAxeFindings(page))).flatMap((f) =>
    f.targets.map((target, i) => `${where}: ${f.id} (${f.impact}) at ${target} ${f.notes[i]}`.trim()),
  );
};

/** Opens a dialog (or drawer, or menu), checks the page with it open, and closes it with Escape. */
const withOpen = async (
  page: Page,
  where: string,
  open: () => Promise<unknown>,
  shown: Locator,
  close: () => Promise<unknown> = () => page.keyboard.press('Escape'),
) => {
  await open();
  await shown.waitFor();
  const found = await findingsAt(page, where);
  await close();
  await shown.waitFor({ state: 'hidden' });
  return found;
};

describe.runIf(run)('accessibility: every screen and dialog, axe-core serious and critical rules', () => {
  let server: RunningServer;
  let browser: Browser;
  let password: string;
  let api: DemoBusiness['api'];
  let cardId: string;
  let deviceKey: string;
  let barcode: string;
  let photoPath: string;

  beforeAll(async () => {
    ({ server, browser, password, api } = await startDemoBusiness());
    const cards = await api<{ data: { _id: string; name: string }[] }>('GET', '/api/business-card');
    cardId = cards.data.find((c) => c.name === 'Coffee card')!._id;
    // Something in the trash, a pending invitation and a scanner device for the scanner app.
    const trashed = await api<{ data: { _id: string } }>('POST', '/api/business-card/demo', {
      passType: 'coupon',
    });
    await api('DELETE', `/api/business-card/${trashed.data._id}`);
    await api('POST', '/api/team/invitations', { email: 'new-staff@example.com', role: 'staff' });
    deviceKey = (
      await api<{ data: { key: string } }>('POST', '/api/auth/api-keys', {
        deviceName: 'Accessibility phone',
      })
    ).data.key;
    // A customer's pass, as their phone would download it: the scanner looks up its barcode.
    const holder = (await (
      await fetch(`${server.url}/api/pass/holders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardId }),
      })
    ).json()) as { data: { token: string } };
    const pkpass = await fetch(`${server.url}/api/pass/apple/${cardId}?token=${holder.data.token}`);
    const passJson = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(await pkpass.arrayBuffer()))['pass.json']),
    ) as { barcodes: { message: string }[] };
    barcode = passJson.barcodes[0]!.message;
    photoPath = join(mkdtempSync(join(tmpdir(), 'passdeck-a11y-')), 'photo.png');
    writeFileSync(
      photoPath,
      await sharp({ create: { width: 600, height: 300, channels: 4, background: '#2F7DD1' } })
        .png()
        .toBuffer(),
    );
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the route overlay keeps still when the system asks for reduced motion', async () => {
    const still = await browser.newContext({
      viewport: VIEWPORTS[0],
      locale: 'en-GB',
      reducedMotion: 'reduce',
    });
    const page = await still.newPage();
    page.setDefaultTimeout(15_000);
    await logInAt(page, server.url, '/dashboard', 'demo@passdeck.app', password);
    await page.getByTestId('stat-installs-value').waitFor();
    await settle(page);
    await page.getByRole('link', { name: 'Customers' }).first().click();
    const overlay = page.locator('.mantine-LoadingOverlay-root');
    await overlay.waitFor();
    // Nothing in the overlay moves: no fade, no bouncing dots.
    expect(
      await overlay.evaluate(
        (root) =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running')
            .map((a) => (a.effect as KeyframeEffect | null)?.target)
            .filter((target) => target instanceof Element && root.contains(target)).length,
      ),
    ).toBe(0);
    expect(await overlay.getAttribute('data-reduced-motion')).toBe('true');
    await still.close();
  });

  describe('by keyboard alone', () => {
    let page: Page;
    /** What has the focus: its accessible name, or its label's text for an input. */
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      });
    /** Presses Tab until the focused element's name matches, at most `limit` times. */
    const tabTo = async (name: RegExp, limit = 25) => {
      for (let i = 0; i < limit; i++) {
        if (name.test(await focused())) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${name}; the focus is on "${await focused()}"`);
    };
    /** The focus ring of the focused element: a visible outline of at least 2 px. */
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });

    beforeAll(async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'en-GB' });
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await logInAt(page, server.url, '/dashboard', 'demo@passdeck.app', password);
      await page.getByTestId('stat-installs-value').waitFor();
    });

    afterAll(() => page?.context().close());

    it('the designer: colour inputs, dropdowns and the order of the fields', async () => {
      await page.goto(`${server.url}/creator?id=${cardId}`);
      await page.getByLabel('Stamps in the preview').waitFor();

      // A colour typed into the background colour input reaches the preview.
      await page.getByRole('textbox', { name: 'Background colour' }).focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('#123456');
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('[role="img"], [role="img"] *')].some(
              (el) => getComputedStyle(el).backgroundColor === 'rgb(18, 52, 86)',
            ),
          ),
        )
        .toBe(true);

      // The font dropdown opens, moves and picks with the arrows and Enter.
      const font = page.getByRole('combobox', { name: 'Font', exact: true });
      const before = await font.inputValue();
      await font.focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => font.inputValue()).not.toBe(before);

      // The first field moves down and up again with Enter on its arrows; the focus follows it.
      const labels = () =>
        page
          .getByRole('textbox', { name: 'Label', exact: true })
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const order = await labels();
      expect(order.length).toBeGreaterThan(1);
      const first = order[0]!;
      await page.getByRole('button', { name: `Move ${first} down` }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(labels).toEqual([order[1], first, ...order.slice(2)]);
      expect(await focused()).toBe(`Move ${first} down`);
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe(`Move ${first} up`);
      expect(await ring()).toMatchObject({ style: 'solid' });
      expect((await ring()).width).toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Space');
      await expect.poll(labels).toEqual(order);
      // At the top the up arrow is gone, so the focus moves to the down arrow.
      expect(await focused()).toBe(`Move ${first} down`);
    }, 60_000);

    it('the first Tab reaches the skip link, which moves the focus past the navigation to the page', async () => {
      await page.goto(`${server.url}/dashboard`);
      await page.getByTestId('stat-installs-value').waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await focused()).toBe('Skip to content');
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      expect(new URL(page.url()).hash).toBe('');
    }, 60_000);

    it('the customers table: details open with Enter and close with Escape', async () => {
      await page.goto(`${server.url}/customers`);
      await page.getByTestId('customers-total').waitFor();
      await page.getByRole('textbox', { name: /^Search/ }).focus();
      await tabTo(/^Open the details of /);
      const name = await focused();
      expect((await ring()).width).toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Enter');
      const drawer = page.getByTestId('customer-details');
      await drawer.waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(focused).toBe(name);
    }, 60_000);

    it('the scanner: look up a pass and add a stamp without a mouse', async () => {
      await page.goto(`${server.url}/scanner`);
      await page.getByLabel('Device key', { exact: true }).focus();
      await page.keyboard.type(deviceKey);
      await page.keyboard.press('Enter');
      await page.getByLabel('Pass code').waitFor();
      await page.getByLabel('Pass code').focus();
      await page.keyboard.type(barcode);
      await page.keyboard.press('Enter');
      await page.getByTestId('holder-panel').waitFor();
      await tabTo(/^Add 1 stamp$/);
      await page.keyboard.press('Enter');
      await page.getByText('1 stamp added.').waitFor();
    }, 60_000);
  });

  for (const viewport of VIEWPORTS) {
    const size = viewport.width;
    describe(`at ${size} px`, () => {
      let guest: BrowserContext;
      let owner: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        guest = await browser.newContext({ viewport, locale: 'en-GB' });
        owner = await browser.newContext({ viewport, locale: 'en-GB' });
        page = await owner.newPage();
        page.setDefaultTimeout(15_000);
        await logInAt(page, server.url, '/dashboard', 'demo@passdeck.app', password);
        await page.getByTestId('stat-installs-value').waitFor();
      });

      afterAll(async () => {
        await guest?.close();
        await owner?.close();
      });

      /** Visits `path`, waits for `ready`, and answers the findings there (and a picture of it). */
      const visit = async (at: Page, path: string, ready: (p: Page) => Locator, name: string) => {
        await at.goto(`${server.url}${path}`);
        await ready(at).first().waitFor();
        const found = await findingsAt(at, `${path} at ${size} px`);
        await screenshot(at, `a11y-${size}-${name}`);
        return found;
      };

      it('public pages: landing, log in, sign up, reset, get-pass, scanner sign-in, not found', async () => {
        const visitor = await guest.newPage();
        visitor.setDefaultTimeout(15_000);
        const h1 = (p: Page) => p.getByRole('heading', { level: 1 });
        const found: string[] = [];
        for (const [path, ready, name] of [
          ['/', h1, 'landing'],
          ['/login', (p: Page) => p.getByRole('button', { name: 'Log in' }), 'login'],
          ['/signup', h1, 'signup'],
          ['/signup/verify/x/y', (p: Page) => p.locator('main, h1'), 'signup-verify'],
          ['/reset', h1, 'reset'],
          ['/reset/verify/x/y', (p: Page) => p.locator('main, h1'), 'reset-verify'],
          [
            `/get-pass/${cardId}`,
            (p: Page) => p.getByRole('heading', { name: 'Your pass is ready' }),
            'get-pass',
          ],
          [
            '/scanner',
            (p: Page) => p.getByRole('heading', { name: 'Sign in this device' }),
            'scanner-sign-in',
          ],
          ['/no-such-page', h1, 'not-found'],
        ] as const)
          found.push(...(await visit(visitor, path, ready, name)));
        expect(found.join('\n')).toBe('');
      }, 90_000);

      it('the scanner app signed in, with a customer and its confirmation', async () => {
        const phone = await guest.newPage();
        phone.setDefaultTimeout(15_000);
        await phone.goto(`${server.url}/scanner`);
        await phone.getByLabel('Device key', { exact: true }).fill(deviceKey);
        await phone.getByRole('button', { name: 'Sign in' }).click();
        await phone.getByText('Signed in as Accessibility phone').waitFor();
        const found = await findingsAt(phone, `/scanner signed in at ${size} px`);
        await phone.getByLabel('Pass code').fill(barcode);
        await phone.getByRole('button', { name: 'Look up pass' }).click();
        const panel = phone.getByTestId('holder-panel');
        await panel.waitFor();
        found.push(...(await findingsAt(phone, `/scanner customer at ${size} px`)));
        await screenshot(phone, `a11y-${size}-scanner-customer`);
        await panel.getByRole('textbox', { name: 'Stamps' }).fill('20');
        found.push(
          ...(await withOpen(
            phone,
            `/scanner confirmation at ${size} px`,
            () => panel.getByRole('button', { name: 'Add 20 stamps' }).click(),
            phone.getByRole('dialog', { name: 'Add 20 stamps?' }),
          )),
        );
        expect(found.join('\n')).toBe('');
      }, 60_000);

      it('the dashboard, with the navigation and account menu open', async () => {
        const found = await visit(
          page,
          '/dashboard',
          (p) => p.getByTestId('stat-installs-value'),
          'dashboard',
        );
        if (size < 768) {
          // The closed navigation drawer sits off-screen (still "visible" to the locator).
          const navbarShown = (shown: boolean) =>
            page.waitForFunction((want) => {
              const right = document.querySelector('.mantine-AppShell-navbar')!.getBoundingClientRect().right;
              return want ? right > 0 : right <= 0;
            }, shown);
          const burger = page.getByRole('button', { name: 'Open or close the menu' });
          expect(await burger.getAttribute('aria-expanded')).toBe('false');
          // Closed, it is inert: its links are out of the Tab order and hidden from screen readers.
          const inert = () => page.locator('#app-navigation').evaluate((nav) => (nav as HTMLElement).inert);
          expect(await inert()).toBe(true);
          await burger.focus();
          for (let stop = 0; stop < 4; stop++) {
            await page.keyboard.press('Tab');
            expect(
              await page.evaluate(() => Boolean(document.activeElement?.closest('#app-navigation'))),
            ).toBe(false);
          }
          await burger.click();
          await navbarShown(true);
          expect(await burger.getAttribute('aria-expanded')).toBe('true');
          expect(await inert()).toBe(false);
          found.push(...(await findingsAt(page, `/dashboard navigation at ${size} px`)));
          await screenshot(page, `a11y-${size}-navigation`);
          await burger.click();
          await navbarShown(false);
          // Escape closes it too, and the focus goes back to the button.
          await burger.click();
          await navbarShown(true);
          await page.getByRole('link', { name: 'Cards' }).first().focus();
          await page.keyboard.press('Escape');
          await navbarShown(false);
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
            .toBe('Open or close the menu');
          // A link chosen from the keyboard closes the menu and leaves the focus in the new page.
          await burger.click();
          await navbarShown(true);
          await page.getByRole('link', { name: 'Points rules' }).first().focus();
          await page.keyboard.press('Enter');
          await page.waitForURL(/\/points-rules$/);
          await navbarShown(false);
          await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
          await page.goBack();
          await page.waitForURL(/\/dashboard$/);
        }
        found.push(
          ...(await withOpen(
            page,
            `/dashboard account menu at ${size} px`,
            () => page.getByRole('button', { name: /account menu$/ }).click(),
            page.getByRole('menu'),
          )),
        );
        expect(found.join('\n')).toBe('');
      }, 60_000);

      /**
       * Opens each dialog by a click on the first button (or, for a card, menu item) with its name,
       * checks the page with the dialog open, and closes it with Escape.
       */
      const dialogs = async (
        where: string,
        list: readonly (readonly [opener: string | RegExp, dialog?: string | RegExp, menu?: string])[],
      ) => {
        const found: string[] = [];
        for (const [opener, dialog, menu] of list)
          found.push(
            ...(await withOpen(
              page,
              `${where} ${String(opener)} at ${size} px`,
              async () => {
                if (!menu) return page.getByRole('button', { name: opener }).first().click();
                await page.getByRole('button', { name: menu }).first().click();
                await page.getByRole('menuitem', { name: opener }).click();
              },
              page.getByRole('dialog', dialog ? { name: dialog } : {}),
            )),
          );
        return found;
      };

      it('the cards, with every dialog a card opens', async () => {
        const found = await visit(page, '/cards', (p) => p.getByTestId('card-tile'), 'cards');
        const menu = 'Actions for Coffee card';
        found.push(
          ...(await withOpen(
            page,
            `/cards card menu at ${size} px`,
            () => page.getByRole('button', { name: menu }).click(),
            page.getByRole('menu'),
          )),
          ...(await dialogs('/cards', [
            ['Create card', 'Select card type'],
            ['Send message', /^Message to the holders of/, menu],
            ['Statistics', /^Statistics of/, menu],
            ['Delete', 'Delete this card?', menu],
          ])),
        );
        expect(found.join('\n')).toBe('');
      }, 60_000);

      it('the trash, with its confirmation', async () => {
        const found = await visit(page, '/trash-cards', (p) => p.getByTestId('card-tile'), 'trash');
        found.push(
          ...(await dialogs('/trash-cards', [['Delete forever', 'Delete forever?', 'Actions for']])),
        );
        expect(found.join('\n')).toBe('');
      }, 60_000);

      it('a card and its test wizard', async () => {
        const found = await visit(
          page,
          `/card/${cardId}`,
          (p) => p.getByRole('heading', { level: 1 }),
          'card',
        );
        found.push(
          ...(await dialogs('/card', [['Add customer', 'Add customer']])),
          ...(await visit(page, `/card/${cardId}/test`, (p) => p.getByTestId('wizard-panel'), 'card-test')),
        );
        expect(found.join('\n')).toBe('');
      }, 60_000);

      it('the customers, the details drawer and its dialogs', async () => {
        const found = await visit(
          page,
          '/customers?sort=-stamps',
          (p) => p.getByTestId('customers-total'),
          'customers',
        );
        found.push(...(await dialogs('/customers', [['Add customer', 'Add customer']])));
        await page
          .getByRole('button', { name: /^Open the details of / })
          .first()
          .click();
        await page.getByTestId('customer-details').getByTestId('customer-history').waitFor();
        found.push(...(await findingsAt(page, `/customers details at ${size} px`)));
        await screenshot(page, `a11y-${size}-customer-details`);
        // The confirmation opens over the drawer; Escape closes the confirmation first, then the drawer.
        found.push(...(await dialogs('/customers details', [['Delete customer', /^Delete/]])));
        // More stamps than a whole card holds are asked about first.
        const drawer = page.getByTestId('customer-details');
        found.push(
          ...(await withOpen(
            page,
            `/customers details large correction at ${size} px`,
            async () => {
              await drawer.getByLabel('How many').fill('25');
              await drawer.getByRole('button', { name: 'Add stamps' }).click();
            },
            page.getByRole('dialog', { name: 'Add 25 stamps?' }),
            async () => {
              await screenshot(page, `a11y-${size}-customer-large-correction`);
              await page.keyboard.press('Escape');
            },
          )),
        );
        await page.keyboard.press('Escape');
        found.push(
          ...(await visit(
            page,
            '/customers?view=segments',
            (p) => p.getByRole('tab', { name: 'Segments', selected: true }),
            'segments',
          )),
        );
        expect(found.join('\n')).toBe('');
      }, 60_000);

      it('the points rules and their dialog', async () => {
        const edit = /^Edit /;
        const found = await visit(
          page,
          '/points-rules',
          (p) => p.getByRole('button', { name: edit }),
          'points-rules',
        );
        found.push(...(await dialogs('/points-rules', [['New points rule', 'New points rule'], [edit]])));
        expect(found.join('\n')).toBe('');
      }, 60_000);

      it('the scanner devices and their dialogs', async () => {
        const found = await visit(page, '/scanner-app', (p) => p.getByText('Front counter'), 'scanner-app');
        found.push(...(await dialogs('/scanner-app', [['New key', 'Name the device'], [/^Revoke /]])));
        expect(found.join('\n')).toBe('');
      }, 60_000);

      it('every account tab and its dialogs', async () => {
        const found: string[] = [];
        for (const [tab, opener] of [
          ['profile', 'Change email'],
          ['business', null],
          ['security', 'Log out everywhere else'],
          ['team', 'Withdraw'],
          ['data', null],
        ] as const) {
          found.push(
            ...(await visit(page, `/account?tab=${tab}`, (p) => p.getByRole('tabpanel'), `account-${tab}`)),
          );
          if (opener) found.push(...(await dialogs(`/account?tab=${tab}`, [[opener]])));
        }
        // Deleting the account asks for the password and a tick before its confirmation.
        await page.getByLabel(/^Your password/).fill(password);
        await page.getByLabel('I understand that this cannot be undone').check();
        found.push(
          ...(await dialogs('/account?tab=data', [['Delete account']])),
          ...(await visit(
            page,
            '/account/verify-email/x/y',
            (p) => p.locator('main h1, main [role=alert]'),
            'verify-email',
          )),
        );
        expect(found.join('\n')).toBe('');
      }, 90_000);

      it('the card designer, new and editing, with the image crop dialog', async () => {
        const found = await visit(
          page,
          '/creator?type=loyalty&loyaltyCardType=stamp_card',
          (p) => p.getByRole('button', { name: 'Publish card' }),
          'creator-new',
        );
        found.push(
          ...(await visit(
            page,
            `/creator?id=${cardId}`,
            (p) => p.getByLabel('Stamps in the preview'),
            'creator',
          )),
        );
        await page.locator('input[type=file]').first().setInputFiles(photoPath);
        const crop = page.getByRole('dialog', { name: 'Frame: Logo' });
        await crop.waitFor();
        found.push(...(await findingsAt(page, `/creator crop at ${size} px`)));
        await crop.getByRole('button', { name: 'Cancel' }).click();
        await crop.waitFor({ state: 'detached' });
        found.push(
          ...(await visit(
            page,
            '/no-such-screen',
            (p) => p.getByRole('heading', { level: 1 }),
            'not-found-signed-in',
          )),
        );
        expect(found.join('\n')).toBe('');
      }, 60_000);
    });
  }
});
