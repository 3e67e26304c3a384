import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { stampStripSvg, type StampStrip } from '#domain/designer/index.ts';

/** Reads an uploaded image by its URL (/api/uploads/…); null when it is gone. */
export type StripImageReader = (url: string) => Promise<Uint8Array | null>;

const MIME: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * The stamp strip as a PNG of `width` × `height` pixels: the designer's SVG drawing, with the
 * strip image inlined (librsvg reads no URLs), rasterised by sharp. A strip image that is gone
 * leaves the card's colour, as the designer shows when its image fails to load.
 */
export const renderStampStrip = async (
  strip: StampStrip,
  width: number,
  height: number,
  read: StripImageReader,
): Promise<Uint8Array> => {
  let backgroundImage: string | null = null;
  const bytes = strip.backgroundImage ? await read(strip.backgroundImage) : null;
  if (bytes) {
    const { format } = await sharp(bytes).metadata();
    const mime = MIME[format ?? ''];
    // Anything librsvg may not decode is converted once to PNG first.
    backgroundImage = mime
      ? `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`
      : `data:image/png;base64,${(await sharp(bytes).png().toBuffer()).toString('base64')}`;
  }
  const svg = stampStripSvg({ ...strip, backgroundImage }, width, height);
  const png = await sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  return new Uint8Array(png);
};

/** The key a strip is cached under: everything that changes its pixels. */
export const stripKey = (strip: StampStrip, width: number, height: number): string =>
  JSON.stringify([
    strip.filled,
    strip.total,
    strip.icon,
    strip.background,
    strip.stamp,
    strip.backgroundImage,
    width,
    height,
  ]);

/**
 * Strips kept per (design, count, size): a stamp card has at most `total + 1` faces, and a busy
 * card's holders share them, so each face is drawn once (≈ 15–40 ms) and then served from memory.
 */
export const createStampStripCache = (read: StripImageReader, max = 500) => {
  const cache = new LRUCache<string, Promise<Uint8Array>>({ max });
  return (strip: StampStrip, width: number, height: number): Promise<Uint8Array> => {
    const key = stripKey(strip, width, height);
    let png = cache.get(key);
    if (!png) {
      png = renderStampStrip(strip, width, height, read);
      png.catch(() => cache.delete(key));
      cache.set(key, png);
    }
    return png;
  };
};

/** Draws (or recalls) a strip at a size. */
export type StampStripRenderer = ReturnType<typeof createStampStripCache>;
