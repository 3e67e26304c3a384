import sharp from 'sharp';
import type { CardContent } from '#domain/cards/index.ts';
import type { AppleStyle, StampStrip } from '#domain/designer/index.ts';
import { initialLogoFor } from '#domain/wallet/index.ts';
import { renderInitialLogo } from '../initial-logo-renderer.adapter.ts';
import { renderStampStrip } from '../stamp-strip-renderer.adapter.ts';

/** Reads an uploaded image by its URL (/api/uploads/…); null when it is gone. */
export type UploadReader = (url: string) => Promise<Uint8Array | null>;

type Fit = 'inside' | 'cover';
const SCALES = [1, 2, 3] as const;

/** Point sizes from Apple's guide (wallet §1.7); the strip's height depends on the style. */
const SIZES = {
  icon: [29, 29, 'cover'],
  logo: [160, 50, 'inside'],
  thumbnail: [90, 90, 'cover'],
} as const satisfies Record<string, readonly [number, number, Fit]>;

/** Apple's strip sizes: event tickets 375 × 98, coupons 375 × 144, store cards (and the rest) 375 × 123. */
export const STRIP_SIZES: Readonly<Record<AppleStyle, readonly [number, number]>> = {
  eventTicket: [375, 98],
  coupon: [375, 144],
  storeCard: [375, 123],
  generic: [375, 123],
};

/** The styles whose passes may carry a strip image (generic passes show a thumbnail instead). */
const STRIP_STYLES: readonly AppleStyle[] = ['storeCard', 'coupon', 'eventTicket'];

const render = async (
  source: Uint8Array,
  name: string,
  [w, h, fit]: readonly [number, number, Fit],
): Promise<Record<string, Uint8Array>> => {
  const out: Record<string, Uint8Array> = {};
  for (const scale of SCALES) {
    const png = await sharp(source)
      .resize({ width: w * scale, height: h * scale, fit, withoutEnlargement: fit === 'inside' })
      // Rendered once per design and downloaded with every pass: worth the slowest compression.
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer();
    out[scale === 1 ? `${name}.png` : `${name}@${scale}x.png`] = new Uint8Array(png);
  }
  return out;
};

/**
 * The images a style allows, at @1x, @2x and @3x, resized from the card's uploads. A stamp
 * card's strip is its stamp strip (the holder's stamps drawn over the strip image).
 */
export const renderPassImages = async (
  card: CardContent,
  style: AppleStyle,
  read: UploadReader,
  stamps: StampStrip | null = null,
): Promise<Record<string, Uint8Array>> => {
  const load = async (url: string | null) => (url ? await read(url) : null);
  const [icon, logo, background, personal] = await Promise.all([
    load(card.design.icon),
    load(card.design.image.logo),
    load(card.design.image.bgImage),
    load(card.design.image.personalImage),
  ]);
  // Wallet requires icon.png: without an icon or a logo, the business's initial on its colour.
  const iconSource =
    icon ??
    logo ??
    (await renderInitialLogo(
      initialLogoFor(card.info.companyName || card.info.passDescription, card.design.image.bgColor),
      87,
    ));
  const files: Record<string, Uint8Array> = { ...(await render(iconSource, 'icon', SIZES.icon)) };
  if (logo) Object.assign(files, await render(logo, 'logo', SIZES.logo));
  if (stamps && STRIP_STYLES.includes(style)) {
    const [w, h] = STRIP_SIZES[style];
    for (const scale of SCALES)
      files[scale === 1 ? 'strip.png' : `strip@${scale}x.png`] = await renderStampStrip(
        stamps,
        w * scale,
        h * scale,
        // The strip image was read above; the stamp renderer only inlines it.
        async () => background,
      );
  } else if (background && STRIP_STYLES.includes(style))
    Object.assign(files, await render(background, 'strip', [...STRIP_SIZES[style], 'cover']));
  if (personal && style === 'generic')
    Object.assign(files, await render(personal, 'thumbnail', SIZES.thumbnail));
  return files;
};
