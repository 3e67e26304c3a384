import sharp from 'sharp';
import type { CardContent } from '#domain/cards/index.ts';
import type { AppleStyle } from '#domain/designer/index.ts';

/** Reads an uploaded image by its URL (/api/uploads/…); null when it is gone. */
export type UploadReader = (url: string) => Promise<Uint8Array | null>;

type Fit = 'inside' | 'cover';
const SCALES = [1, 2, 3] as const;

/** Point sizes from Apple's guide (research §1.7); strip at 375 × 144 for store cards and coupons. */
const SIZES = {
  icon: [29, 29, 'cover'],
  logo: [160, 50, 'inside'],
  strip: [375, 144, 'cover'],
  thumbnail: [90, 90, 'cover'],
} as const satisfies Record<string, readonly [number, number, Fit]>;

const render = async (source: Uint8Array, name: keyof typeof SIZES): Promise<Record<string, Uint8Array>> => {
  const [w, h, fit] = SIZES[name];
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

/** A plain icon in the card's colour, for cards without a logo or icon (Wallet requires icon.png). */
const fallbackIcon = async (hex: string) =>
  new Uint8Array(
    await sharp({ create: { width: 87, height: 87, channels: 4, background: hex } })
      .png()
      .toBuffer(),
  );

/** The images a style allows, at @1x, @2x and @3x, resized from the card's uploads. */
export const renderPassImages = async (
  card: CardContent,
  style: AppleStyle,
  read: UploadReader,
): Promise<Record<string, Uint8Array>> => {
  const load = async (url: string | null) => (url ? await read(url) : null);
  const [icon, logo, background, personal] = await Promise.all([
    load(card.design.icon),
    load(card.design.image.logo),
    load(card.design.image.bgImage),
    load(card.design.image.personalImage),
  ]);
  const files: Record<string, Uint8Array> = {
    ...(await render(icon ?? logo ?? (await fallbackIcon(card.design.image.bgColor)), 'icon')),
  };
  if (logo) Object.assign(files, await render(logo, 'logo'));
  if (background && (style === 'storeCard' || style === 'coupon'))
    Object.assign(files, await render(background, 'strip'));
  if (personal && style === 'generic') Object.assign(files, await render(personal, 'thumbnail'));
  return files;
};
