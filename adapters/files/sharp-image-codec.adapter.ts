import sharp from 'sharp';
import type { ImageCodec, ImageType } from '#domain/files/index.ts';

/** Images larger than this are scaled down: passes never need more, and it bounds memory. */
const MAX_SIDE = 2400;

/**
 * Decodes with sharp and writes fresh pixels: metadata (EXIF, GPS, ICC comments) and any
 * bytes smuggled after the image are dropped. GIFs become PNG (first frame).
 */
export const createSharpImageCodec = (): ImageCodec => ({
  async reencode(bytes, type: ImageType) {
    try {
      const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      const encoded =
        type === 'jpeg'
          ? { out: pipeline.jpeg({ quality: 88, mozjpeg: true }), mimeType: 'image/jpeg', extension: 'jpg' }
          : type === 'webp'
            ? { out: pipeline.webp({ quality: 90 }), mimeType: 'image/webp', extension: 'webp' }
            : { out: pipeline.png({ compressionLevel: 9 }), mimeType: 'image/png', extension: 'png' };
      const { data, info } = await encoded.out.toBuffer({ resolveWithObject: true });
      return {
        bytes: new Uint8Array(data),
        mimeType: encoded.mimeType,
        extension: encoded.extension,
        width: info.width,
        height: info.height,
      };
    } catch {
      return null;
    }
  },
});
