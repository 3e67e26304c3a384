import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { CardInputSchema, demoCardContent, type PassType } from '#domain/cards/index.ts';
import { contrastRatio } from '#domain/designer/index.ts';
import { holderPreviews } from '#domain/wallet/index.ts';
import { aPassHolder } from '../../test/fakes/wallet-fakes.ts';
import { meanDifference } from '../../test/setup/image-diff.ts';
import { createStampStripCache } from '../wallet/stamp-strip-renderer.adapter.ts';
import { QR_QUIET_ZONE_MODULES, renderPdfPass } from './pdf-pass.adapter.ts';

const holder = aPassHolder({ barcodeMessage: 'QR-OPAQUE-0123456789abcdef0123456789abcdef012' });
const strips = createStampStripCache(async () => null);
const pdfOf = (passType: PassType, over: Record<string, unknown> = {}, stamps = holder.stamps) =>
  renderPdfPass(
    CardInputSchema.parse({ ...demoCardContent(passType, 'Café Aurora'), ...over }),
    { ...holder, stamps },
    async () => null,
    strips,
  );

/** The PDF's page as a PNG at `dpi`. */
const pageImage = (pdf: Uint8Array, dpi: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'passdeck-pdf-'));
  writeFileSync(join(dir, 'pass.pdf'), pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-singlefile',
    join(dir, 'pass.pdf'),
    join(dir, 'page'),
  ]);
  return readFileSync(join(dir, 'page.png'));
};

const hex = (rgb: string) =>
  `#${rgb
    .trim()
    .split(/\s+/)
    .map((v) =>
      Math.round(Number(v) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Every text the page draws with the fill colour it is drawn in, read from the PDF's content streams. */
const textColours = (pdf: Uint8Array) => {
  const file = Buffer.from(pdf).toString('latin1');
  const found: { colour: string; background: string }[] = [];
  for (const [, raw] of file.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(raw!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    let fill = '#000000';
    let background: string | null = null;
    for (const line of body.split('\n')) {
      const colour = /^([\d.]+ [\d.]+ [\d.]+) scn$/.exec(line);
      if (colour) fill = hex(colour[1]!);
      // The first fill is the full-page background.
      if (line === 'f' && background === null) background = fill;
      if (/\bTJ$/.test(line) && background) found.push({ colour: fill, background });
    }
  }
  return found;
};

describe('PDF pass', () => {
  it('draws every text at 4.5:1 or more on the card colour, with the demo card’s mint label too', async () => {
    for (const passType of ['stamp_card', 'coupon', 'business_card'] as const) {
      const texts = textColours(await pdfOf(passType));
      expect(texts.length).toBeGreaterThan(2);
      for (const { colour, background } of texts)
        expect(contrastRatio(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    // A colour that reads is kept.
    const light = textColours(
      await pdfOf('stamp_card', {
        design: { image: { bgColor: '#FFFFFF' }, font: { fontColor: '#1C1B22', labelColor: '#6246EA' } },
      }),
    );
    expect(new Set(light.map((t) => t.colour))).toEqual(new Set(['#1c1b22', '#6246ea']));
  });

  it('keeps a quiet zone of 4 modules around the QR code', async () => {
    const png = PNG.sync.read(pageImage(await pdfOf('stamp_card'), 300));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(holder.barcodeMessage);
    const modules = QRCode.create(holder.barcodeMessage, { errorCorrectionLevel: 'H' }).modules.size;
    // Finder-pattern centres sit 3.5 modules in from the symbol's edges.
    const { topLeftFinderPattern: tl, topRightFinderPattern: tr } = code!.location;
    const modulePx = (tr.x - tl.x) / (modules - 7);
    const left = Math.round(tl.x - 3.5 * modulePx);
    const row = Math.round(tl.y);
    const isLight = (x: number) => {
      const i = (row * png.width + x) * 4;
      return png.data[i]! > 200 && png.data[i + 1]! > 200 && png.data[i + 2]! > 200;
    };
    let quiet = 0;
    while (isLight(left - 1 - quiet)) quiet++;
    expect(quiet / modulePx).toBeGreaterThanOrEqual(QR_QUIET_ZONE_MODULES - 0.25);
  });

  it('embeds the logo and the stamp strip laid on the card’s colour, with no transparency left to decode', async () => {
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const content = CardInputSchema.parse(demoCardContent('stamp_card', 'Café Aurora'));
    const card = CardInputSchema.parse({
      ...content,
      design: { ...content.design, image: { ...content.design.image, logo: '/api/uploads/logo.png' } },
    });
    const pdf = await renderPdfPass(
      card,
      holder,
      async (url) => (url === '/api/uploads/logo.png' ? logo : null),
      strips,
    );
    const file = join(mkdtempSync(join(tmpdir(), 'passdeck-pdf-')), 'pass.pdf');
    writeFileSync(file, pdf);
    const images = execFileSync('pdfimages', ['-list', file])
      .toString()
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((row) => row.trim().split(/\s+/));
    // page num type width height …: the logo (fitted to 240 × 80) and the strip, both plain images.
    expect(images.map((row) => [row[2], row[3], row[4]])).toEqual([
      ['image', '240', '80'],
      ['image', '1125', '369'],
    ]);
  });

  it('prints an emoji in the card’s name, not an empty box', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'passdeck-pdf-')), 'pass.pdf');
    writeFileSync(
      file,
      await pdfOf('stamp_card', {
        info: { ...demoCardContent('stamp_card', '').info, companyName: 'Café Aurora 🐢' },
      }),
    );
    expect(execFileSync('pdffonts', [file]).toString()).toContain('NotoEmoji-Bold');
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('Café Aurora 🐢');
  });

  it('prints the contact links on the back part, each one opening from the PDF', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'passdeck-pdf-')), 'pass.pdf');
    const { info } = demoCardContent('stamp_card', 'Café Aurora');
    const socialLinks = [
      { key: 'phone', value: '+44 20 7946 0958', isActive: true },
      { key: 'website', value: 'cafe.example/menu', isActive: true },
    ];
    writeFileSync(file, await pdfOf('stamp_card', { info: { ...info, socialLinks } }));
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('PHONE');
    expect(text).toContain('+44 20 7946 0958');
    const urls = execFileSync('pdfinfo', ['-url', file]).toString();
    expect(urls).toContain('tel:+442079460958');
    expect(urls).toContain('https://cafe.example/menu');
  });

  it('prints the stamp strip the phone shows, with the holder’s stamps', async () => {
    const card = CardInputSchema.parse(demoCardContent('stamp_card', 'Café Aurora'));
    const stripOf = (stamps: number) =>
      strips(holderPreviews(card, { ...holder, stamps }, 'APPLE').front.stamps!, 375 * 3, 123 * 3);
    // The images the PDF embeds, as poppler extracts them.
    const dir = mkdtempSync(join(tmpdir(), 'passdeck-pdf-'));
    writeFileSync(join(dir, 'pass.pdf'), await pdfOf('stamp_card', {}, 4));
    execFileSync('pdfimages', ['-png', join(dir, 'pass.pdf'), join(dir, 'image')]);
    const images = readdirSync(dir).filter((f) => f.startsWith('image'));
    const sizes = await Promise.all(images.map(async (f) => (await sharp(join(dir, f)).metadata()).width));
    const strip = readFileSync(join(dir, images[sizes.indexOf(375 * 3)]!));
    expect(await meanDifference(strip, await stripOf(4))).toBeLessThan(1);
    expect(await meanDifference(strip, await stripOf(5))).toBeGreaterThan(2);
  });
});
