import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CardInputSchema, demoCardContent, type PassType } from '#domain/cards/index.ts';
import { appleStyleFor, type AppleStyle } from '#domain/designer/index.ts';
import { renderPassImages, STRIP_SIZES } from './pass-images.ts';

const photo = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );

const sizeOf = async (png: Uint8Array | undefined) => {
  const meta = await sharp(png!).metadata();
  return [meta.width, meta.height];
};

describe('pass images', () => {
  it('sizes the strip for each style as Apple specifies, at @1x, @2x and @3x', async () => {
    const source = await photo();
    const expected: Record<string, [AppleStyle, number, number]> = {
      stamp_card: ['storeCard', 375, 123],
      coupon: ['coupon', 375, 144],
      flyer: ['eventTicket', 375, 98],
    };
    for (const [passType, [style, w, h]] of Object.entries(expected)) {
      const card = CardInputSchema.parse({
        ...demoCardContent(passType as PassType, 'Café'),
        design: { image: { bgImage: '/api/uploads/strip.png' } },
      });
      expect(appleStyleFor(card)).toBe(style);
      expect(STRIP_SIZES[style]).toEqual([w, h]);
      const files = await renderPassImages(card, style, async () => source);
      expect(await sizeOf(files['strip.png'])).toEqual([w, h]);
      expect(await sizeOf(files['strip@2x.png'])).toEqual([w * 2, h * 2]);
      expect(await sizeOf(files['strip@3x.png'])).toEqual([w * 3, h * 3]);
    }
  });

  it('gives generic passes a thumbnail, not a strip', async () => {
    const card = CardInputSchema.parse({
      ...demoCardContent('business_card', 'Café'),
      design: { image: { bgImage: '/api/uploads/strip.png', personalImage: '/api/uploads/me.png' } },
    });
    const files = await renderPassImages(card, 'generic', async () => photo());
    expect(files['strip.png']).toBeUndefined();
    expect(await sizeOf(files['thumbnail@2x.png'])).toEqual([180, 180]);
  });

  it('draws the business initial as the icon of a card without icon or logo', async () => {
    const card = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
    const files = await renderPassImages(card, 'storeCard', async () => null);
    expect(await sizeOf(files['icon@3x.png'])).toEqual([87, 87]);
    const { data } = await sharp(files['icon@3x.png']!).raw().toBuffer({ resolveWithObject: true });
    // The card's colour in the corner, and the letter in the readable colour (white here).
    expect([...data.subarray(0, 3)]).toEqual([0x7b, 0x61, 0xff]);
    let letter = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) letter++;
    expect(letter / (87 * 87)).toBeGreaterThan(0.03);
  });
});
