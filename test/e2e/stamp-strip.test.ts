import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardContent } from '#domain/cards/index.ts';
import { colourGap, meanDifference, stampColours } from '../setup/image-diff.ts';
import {
  browserAvailable,
  logInAt,
  screenshot,
  seriousAxeFindings,
  startSignedInBusiness,
  type SignedInBusiness,
} from './harness.ts';

/**
 * Issue 19 part 1: the stamps the designer shows are the stamps the phone shows. The designer's
 * strip (the domain's SVG, drawn by Chromium) is compared with the strip.png inside the real
 * .pkpass of a holder with as many stamps (the same SVG, drawn by sharp on the server).
 */
describe.runIf(browserAvailable())('stamp strip: designer = pass (real Chromium)', () => {
  let biz: SignedInBusiness;
  let cardId = '';
  let deviceKey = '';
  let stripImageUrl = '';

  beforeAll(async () => {
    biz = await startSignedInBusiness('strip');
    // A strip image under the stamps, so the comparison covers the picture as well as the stamps.
    const picture = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#2F6B4F' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><circle cx="150" cy="150" r="120" fill="#F2C14E"/><rect x="520" y="40" width="300" height="220" fill="#E4572E"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('img', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'strip.png');
    const uploaded = (
      (await (
        await fetch(`${biz.server.url}/api/uploads`, {
          method: 'POST',
          headers: { authorization: `Bearer ${biz.token}` },
          body: form,
        })
      ).json()) as { data: { url: string } }
    ).data.url;
    stripImageUrl = uploaded;
    const content = demoCardContent('stamp_card', 'Café Sol');
    const created = await biz.api<{ data: { _id: string } }>('POST', '/api/business-card', {
      ...content,
      name: 'Coffee card',
      design: {
        ...content.design!,
        stampIcon: 'coffee',
        image: { ...content.design!.image, bgImage: uploaded, bgColor: '#1D3557' },
        font: { ...content.design!.font, fontColor: '#F1FAEE' },
      },
    });
    cardId = created.data._id;
    await biz.api('POST', `/api/business-card/${cardId}/publish`);
    deviceKey = (
      await biz.api<{ data: { key: string } }>('POST', '/api/auth/api-keys', { deviceName: 'Till' })
    ).data.key;
  }, 120_000);
  afterAll(() => biz?.stop());

  /** The strip.png of a new holder's Apple pass after `stamps` stamps at the counter. */
  const passStrip = async (stamps: number) => {
    const issued = await fetch(`${biz.server.url}/api/pass/holders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardId }),
    });
    const { token } = ((await issued.json()) as { data: { token: string } }).data;
    const first = unzipSync(
      new Uint8Array(
        await (
          await fetch(`${biz.server.url}/api/pass/apple/${cardId}?token=${encodeURIComponent(token)}`)
        ).arrayBuffer(),
      ),
    );
    const barcode = (
      JSON.parse(new TextDecoder().decode(first['pass.json'])) as { barcodes: { message: string }[] }
    ).barcodes[0]!.message;
    if (stamps > 0) {
      const scan = await fetch(`${biz.server.url}/api/scanner/action`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
        body: JSON.stringify({
          barcode,
          actionId: 'add_stamp',
          value: stamps,
          confirmed: true,
          idempotencyKey: `strip-test-${stamps}-${Math.random()}`,
        }),
      });
      expect(scan.status, await scan.text()).toBe(200);
    }
    const files = unzipSync(
      new Uint8Array(
        await (
          await fetch(`${biz.server.url}/api/pass/apple/${cardId}?token=${encodeURIComponent(token)}`)
        ).arrayBuffer(),
      ),
    );
    const passJson = JSON.parse(new TextDecoder().decode(files['pass.json'])) as Record<string, unknown>;
    return { png: files['strip@3x.png']!, passJson };
  };

  it('draws the same stamps in the designer as in the issued pass, for several counts', async () => {
    const page = await biz.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    await logInAt(page, biz.server.url, `/creator?id=${cardId}`, biz.email, biz.password);
    const sample = page.getByLabel('Stamps in the preview');
    await sample.waitFor();
    await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
    }, stripImageUrl);
    await page.waitForLoadState('networkidle');
    const designerStrip = async (stamps: number) => {
      await sample.fill(String(stamps));
      const strip = page.locator(`[data-stamp-strip="${stamps}/10"]`).first();
      await strip.waitFor();
      // An SVG <image> paints when it has loaded, a frame or several after the stamps change:
      // take pictures until two in a row agree, so the comparison sees the settled strip.
      let previous = new Uint8Array(await strip.locator('svg').screenshot());
      for (let attempt = 0; attempt < 20; attempt++) {
        await page.waitForTimeout(150);
        const next = new Uint8Array(await strip.locator('svg').screenshot());
        if (Buffer.from(next).equals(Buffer.from(previous))) return next;
        previous = next;
      }
      return previous;
    };
    const results: string[] = [];
    for (const stamps of [0, 4, 10]) {
      const [designer, pass] = await Promise.all([designerStrip(stamps), passStrip(stamps)]);
      const oneOff = stamps === 10 ? 9 : stamps + 1;
      const other = await passStrip(oneOff);
      const [mine, theirs, off] = await Promise.all([
        stampColours(designer, 10),
        stampColours(pass.png, 10),
        stampColours(other.png, 10),
      ]);
      // Stamp by stamp, the designer shows what the pass shows; the stamp that differs by one reads differently.
      const gaps = mine.map((colour, i) => colourGap(colour, theirs[i]!));
      const changed = Math.min(stamps, oneOff);
      const offGap = colourGap(mine[changed]!, off[changed]!);
      const whole = await meanDifference(designer, pass.png);
      results.push(
        `${stamps} stamps: worst stamp gap ${Math.max(...gaps).toFixed(1)}, one-off stamp gap ${offGap.toFixed(1)}, whole strip ${whole.toFixed(2)}`,
      );
      expect(Math.max(...gaps), results.join('; ')).toBeLessThan(15);
      expect(offGap, results.join('; ')).toBeGreaterThan(40);
      // The picture under the stamps sits the same way (edges shift by a pixel at most).
      expect(whole, results.join('; ')).toBeLessThan(12);
      if (stamps === 10) expect(JSON.stringify(pass.passJson)).toContain('10 of 10 · 1 reward ready');
    }
    console.info(`designer vs pass strip (mean difference per channel): ${results.join('; ')}`);
    await screenshot(page, '19-creator-stamp-strip-1280');
    // The strips and their stamp control (the brand palette's contrast is issue 23's work).
    expect(await seriousAxeFindings(page, '[data-stamp-strip], [data-sample-stamps]')).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows the strip on the get-pass page on a phone', async () => {
    const page = await biz.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${biz.server.url}/get-pass/${cardId}`);
    const strip = page.locator('[data-stamp-strip="0/10"]');
    await strip.waitFor();
    const box = (await strip.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const pass = await passStrip(0);
    const page390 = new Uint8Array(await strip.locator('svg').screenshot());
    const [mine, theirs] = await Promise.all([stampColours(page390, 10), stampColours(pass.png, 10)]);
    expect(Math.max(...mine.map((c, i) => colourGap(c, theirs[i]!)))).toBeLessThan(15);
    expect(await meanDifference(page390, pass.png)).toBeLessThan(12);
    await screenshot(page, '19-get-pass-stamp-strip-390');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.close();
  }, 60_000);
});
