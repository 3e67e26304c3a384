import sharp from 'sharp';
import { stampSlots } from '#domain/designer/index.ts';

/**
 * How far two pictures are apart: the mean absolute difference per channel (0–255) after both
 * are scaled to the same size. Two rasterisers of one drawing differ by anti-aliasing only
 * (a few units); one stamp more or less moves it by much more.
 */
export const meanDifference = async (
  a: Uint8Array,
  b: Uint8Array,
  width = 375,
  height = 123,
): Promise<number> => {
  const raw = (png: Uint8Array) =>
    sharp(png).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
};

/**
 * The mean colour inside each stamp of a strip picture (the inner half of each stamp's disc),
 * found where the domain's layout puts them: robust to the sub-pixel shifts between two
 * rasterisers, and a filled stamp reads as a different colour from an empty one.
 */
export const stampColours = async (png: Uint8Array, total: number): Promise<[number, number, number][]> => {
  const [w, h] = [375, 123];
  const data = await sharp(png).resize(w, h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  return stampSlots(0, total, w, h).map((slot) => {
    const sum: [number, number, number] = [0, 0, 0];
    let n = 0;
    const reach = slot.r * 0.5;
    for (let y = Math.floor(slot.cy - reach); y <= Math.ceil(slot.cy + reach); y++)
      for (let x = Math.floor(slot.cx - reach); x <= Math.ceil(slot.cx + reach); x++) {
        if ((x - slot.cx) ** 2 + (y - slot.cy) ** 2 > reach ** 2) continue;
        const i = (y * w + x) * 3;
        sum[0] += data[i]!;
        sum[1] += data[i + 1]!;
        sum[2] += data[i + 2]!;
        n++;
      }
    return sum.map((s) => s / n) as [number, number, number];
  });
};

/** The largest per-channel gap between two colours. */
export const colourGap = (a: readonly number[], b: readonly number[]): number =>
  Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
