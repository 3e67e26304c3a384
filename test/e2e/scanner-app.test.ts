import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeQrVideo } from './fake-camera.ts';
import {
  browserAvailable,
  launchBrowser,
  logInAt,
  screenshot,
  startSignedInBusiness,
  type RunningServer,
  type SignedInBusiness,
} from './harness.ts';

const run = browserAvailable();

type PassJson = {
  serialNumber: string;
  passTypeIdentifier: string;
  barcodes: { message: string }[];
  storeCard?: { headerFields: { key: string; value: string }[] };
};
const passJsonOf = (bytes: ArrayBuffer): PassJson =>
  JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(bytes))['pass.json'])) as PassJson;

describe.runIf(run)('the web scanner at /scanner on a phone (real Chromium, fake camera)', () => {
  let business: SignedInBusiness;
  let server: RunningServer;
  let phoneBrowser: Browser;
  let owner: Page;
  let phone: Page;
  let pass: PassJson;
  /** The holder token, which is also the pass's Apple authenticationToken. */
  let holderToken = '';
  let deviceKey = '';
  let email = '';
  let password = '';

  const freshPass = async () => {
    const res = await fetch(
      `${server.url}/api/wallet/apple/v1/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`,
      { headers: { authorization: `ApplePass ${holderToken}` } },
    );
    expect(res.status).toBe(200);
    return passJsonOf(await res.arrayBuffer());
  };
  const stampsOn = (json: PassJson) =>
    JSON.stringify(json).match(/"value":"(\d+ of \d+[^"]*)"/)?.[1] ?? 'no stamp field';

  beforeAll(async () => {
    business = await startSignedInBusiness('counter');
    ({ server, email, password } = business);
    const card = await business.api<{ data: { _id: string } }>('POST', '/api/business-card/demo', {
      passType: 'stamp_card',
    });
    // The customer's pass, as their phone would download it.
    const issued = (await (
      await fetch(`${server.url}/api/pass/holders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardId: card.data._id }),
      })
    ).json()) as { data: { token: string } };
    holderToken = issued.data.token;
    const download = await fetch(`${server.url}/api/pass/apple/${card.data._id}?token=${holderToken}`);
    pass = passJsonOf(await download.arrayBuffer());
    const video = join(mkdtempSync(join(tmpdir(), 'passdeck-camera-')), 'qr.y4m');
    writeQrVideo(video, pass.barcodes[0]!.message);
    phoneBrowser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    owner = await (
      await business.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' })
    ).newPage();
    const phoneContext = await phoneBrowser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-GB',
    });
    await phoneContext.grantPermissions(['camera'], { origin: server.url });
    phone = await phoneContext.newPage();
    owner.setDefaultTimeout(10_000);
    phone.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await phoneBrowser?.close();
    await business?.stop();
  });

  it('the owner generates a device key on /scanner-app', async () => {
    await logInAt(owner, server.url, '/scanner-app', email, password);
    await owner.getByRole('button', { name: 'Generate key' }).click();
    const naming = owner.getByRole('dialog', { name: 'Name the device' });
    await naming.getByLabel('Device name').fill('Counter phone');
    await naming.getByRole('button', { name: 'Generate key' }).click();
    deviceKey = await owner
      .getByRole('dialog', { name: 'Your new device key' })
      .getByLabel('Device key')
      .inputValue();
    expect(deviceKey).toMatch(/^pdk_/);
  });

  it('staff sign in on the phone; a wrong key is refused', async () => {
    await phone.goto(`${server.url}/scanner`);
    await phone.getByRole('heading', { name: 'Sign in this device' }).waitFor();
    expect(
      await phone.evaluate(() => document.querySelector('link[rel=manifest]')?.getAttribute('href')),
    ).toBe('/scanner.webmanifest');
    const manifest = (await (await fetch(`${server.url}/scanner.webmanifest`)).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ start_url: '/scanner', display: 'standalone' });
    await phone.getByLabel('Device key').fill('pdk_not-a-real-key');
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByText('This device key is not valid or was revoked.').waitFor();
    await phone.getByLabel('Device key').fill(deviceKey);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByText('Signed in as Counter phone').waitFor();
    await screenshot(phone, 'scanner-app-01-ready');
  });

  it('reads the pass with the camera and adds stamps until the reward', async () => {
    await phone.getByRole('button', { name: 'Scan with the camera' }).click();
    const panel = phone.getByTestId('holder-panel');
    await panel.waitFor();
    expect(await phone.getByTestId('holder-stamps').textContent()).toBe('0/10');
    await panel.getByRole('textbox', { name: 'Stamps' }).fill('9');
    await panel.getByRole('button', { name: 'Add 9 stamps' }).click();
    await phone.getByText('Stamp added.').waitFor();
    expect(await phone.getByTestId('holder-stamps').textContent()).toBe('9/10');
    expect(await panel.getByRole('button', { name: 'Redeem reward' }).isDisabled()).toBe(true);
    await panel.getByRole('textbox', { name: 'Stamps' }).fill('1');
    await panel.getByRole('button', { name: 'Add 1 stamp' }).click();
    await phone.getByText('1 reward ready').waitFor();
    expect(await phone.getByTestId('holder-stamps').textContent()).toBe('10/10');
    await screenshot(phone, 'scanner-app-02-reward-ready');
  });

  it('redeems the reward, and a freshly downloaded pass shows the new count', async () => {
    expect(stampsOn(await freshPass())).toBe('10 of 10 · 1 reward ready');
    await phone.getByRole('button', { name: 'Redeem reward' }).click();
    await phone.getByText('Reward redeemed.').waitFor();
    expect(await phone.getByTestId('holder-stamps').textContent()).toBe('0/10');
    await screenshot(phone, 'scanner-app-03-redeemed');
    expect(stampsOn(await freshPass())).toBe('0 of 10');
  });

  it('looks a pass up by its typed code, and says so when the code is unknown', async () => {
    await phone.getByRole('button', { name: 'Scan the next pass' }).click();
    await phone.getByLabel('Pass code').fill('no-such-pass');
    await phone.getByRole('button', { name: 'Look up pass' }).click();
    await phone.getByText('This pass was not found.').waitFor();
    await phone.getByLabel('Pass code').fill(pass.barcodes[0]!.message);
    await phone.getByRole('button', { name: 'Look up pass' }).click();
    await phone.getByTestId('holder-panel').waitFor();
    expect(await phone.getByTestId('holder-stamps').textContent()).toBe('0/10');
  });

  it('stays signed in after a reload, and signs out', async () => {
    await phone.reload();
    await phone.getByText('Signed in as Counter phone').waitFor();
    await phone.getByRole('button', { name: 'Sign out' }).click();
    await phone.getByRole('heading', { name: 'Sign in this device' }).waitFor();
  });
  it('the owner messages the holders; the pass carries the text and the stats count it', async () => {
    await owner.goto(`${server.url}/cards`);
    await owner
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await owner.getByRole('menuitem', { name: 'Send message' }).click();
    const modal = owner.getByRole('dialog', { name: /^Message to the holders of/ });
    const send = modal.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await modal.getByLabel('Message').fill('x'.repeat(200));
    expect((await modal.getByLabel('Message').inputValue()).length).toBe(178);
    await modal.getByText('178/178 characters').waitFor();
    await modal.getByRole('button', { name: 'Add an emoji' }).click();
    await owner.getByRole('button', { name: '🎉' }).click();
    expect((await modal.getByLabel('Message').inputValue()).length).toBe(178);
    await modal.getByLabel('Message').fill('Double stamps today ');
    await owner.getByRole('button', { name: '🎉' }).click();
    await screenshot(owner, 'scanner-app-04-message');
    await send.click();
    await owner.getByText('Message Sent Successfully').waitFor();
    await modal.waitFor({ state: 'detached' });
    const latest = JSON.stringify(await freshPass());
    expect(latest).toContain('"value":"Double stamps today 🎉","changeMessage":"%@"');

    await owner
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await owner.getByRole('menuitem', { name: 'Statistics' }).click();
    const stats = owner.getByRole('dialog', { name: /^Statistics of/ });
    await stats.getByTestId('stat-messagesAllTime').filter({ hasText: '1' }).waitFor();
    await stats.getByText(/Delivered to 1 of 1 passes/).waitFor();
    await screenshot(owner, 'scanner-app-05-stats');
  });
});
