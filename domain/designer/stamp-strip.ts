import { DEFAULT_STAMP_ICON, type StampIcon } from '../cards/index.ts';

/**
 * The stamp icons a stamp card can use. Outlines from Tabler Icons (MIT, 24 × 24, stroke 2):
 * copied as data because the domain imports no UI package, and the same paths must reach the
 * browser (designer, get-pass page) and the server (sharp/librsvg for the pass's strip image).
 */
export const STAMP_ICON_PATHS = Object.freeze({
  check: ['M5 12l5 5l10 -10'],
  star: [
    'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873l-6.158 -3.245',
  ],
  heart: ['M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572'],
  coffee: [
    'M3 14c.83 .642 2.077 1.017 3.5 1c1.423 .017 2.67 -.358 3.5 -1c.83 -.642 2.077 -1.017 3.5 -1c1.423 -.017 2.67 .358 3.5 1',
    'M8 3a2.4 2.4 0 0 0 -1 2a2.4 2.4 0 0 0 1 2',
    'M12 3a2.4 2.4 0 0 0 -1 2a2.4 2.4 0 0 0 1 2',
    'M3 10h14v5a6 6 0 0 1 -6 6h-2a6 6 0 0 1 -6 -6v-5',
    'M16.746 16.726a3 3 0 1 0 .252 -5.555',
  ],
  cup: [
    'M5 11h14v-3h-14l0 3',
    'M17.5 11l-1.5 10h-8l-1.5 -10',
    'M6 8v-1a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v1',
    'M15 5v-2',
  ],
  gift: [
    'M3 9a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1l0 -2',
    'M12 8l0 13',
    'M19 12v7a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-7',
    'M7.5 8a2.5 2.5 0 0 1 0 -5a4.8 8 0 0 1 4.5 5a4.8 8 0 0 1 4.5 -5a2.5 2.5 0 0 1 0 5',
  ],
  pizza: [
    'M12 21.5c-3.04 0 -5.952 -.714 -8.5 -1.983l8.5 -16.517l8.5 16.517a19.09 19.09 0 0 1 -8.5 1.983',
    'M5.38 15.866a14.94 14.94 0 0 0 6.815 1.634a14.944 14.944 0 0 0 6.502 -1.479',
  ],
  scissors: [
    'M3 7a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
    'M3 17a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
    'M8.6 8.6l10.4 10.4',
    'M8.6 15.4l10.4 -10.4',
  ],
  paw: [
    'M14.7 13.5c-1.1 -2 -1.441 -2.5 -2.7 -2.5c-1.259 0 -1.736 .755 -2.836 2.747c-.942 1.703 -2.846 1.845 -3.321 3.291c-.097 .265 -.145 .677 -.143 .962c0 1.176 .787 2 1.8 2c1.259 0 3 -1 4.5 -1s3.241 1 4.5 1c1.013 0 1.8 -.823 1.8 -2c0 -.285 -.049 -.697 -.146 -.962c-.475 -1.451 -2.512 -1.835 -3.454 -3.538',
    'M20.188 8.082a1.039 1.039 0 0 0 -.406 -.082h-.015c-.735 .012 -1.56 .75 -1.993 1.866c-.519 1.335 -.28 2.7 .538 3.052c.129 .055 .267 .082 .406 .082c.739 0 1.575 -.742 2.011 -1.866c.516 -1.335 .273 -2.7 -.54 -3.052l-.001 0',
    'M9.474 9c.055 0 .109 0 .163 -.011c.944 -.128 1.533 -1.346 1.32 -2.722c-.203 -1.297 -1.047 -2.267 -1.932 -2.267c-.055 0 -.109 0 -.163 .011c-.944 .128 -1.533 1.346 -1.32 2.722c.204 1.293 1.048 2.267 1.933 2.267',
    'M16.456 6.733c.214 -1.376 -.375 -2.594 -1.32 -2.722a1.164 1.164 0 0 0 -.162 -.011c-.885 0 -1.728 .97 -1.93 2.267c-.214 1.376 .375 2.594 1.32 2.722c.054 .007 .108 .011 .162 .011c.885 0 1.73 -.974 1.93 -2.267',
    'M5.69 12.918c.816 -.352 1.054 -1.719 .536 -3.052c-.436 -1.124 -1.271 -1.866 -2.009 -1.866c-.14 0 -.277 .027 -.407 .082c-.816 .352 -1.054 1.719 -.536 3.052c.436 1.124 1.271 1.866 2.009 1.866c.14 0 .277 -.027 .407 -.082',
  ],
} satisfies Record<StampIcon, readonly string[]>);

/** The strip's size in points: Apple's store-card strip (375 × 123); other sizes scale it. */
export const STAMP_STRIP_SIZE = Object.freeze({ width: 375, height: 123 });

/** Where one stamp sits on the strip, in strip units. */
export interface StampSlot {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly filled: boolean;
}

/**
 * Lays `total` stamps out on a strip of `width` × `height`: the row count that gives the biggest
 * stamps wins (fewer rows on a tie), rows are centred, the last row may be shorter.
 */
export const stampSlots = (filled: number, total: number, width: number, height: number): StampSlot[] => {
  const n = Math.max(1, Math.floor(total));
  const usableW = width * 0.92;
  const usableH = height * 0.84;
  let best = { rows: 1, cols: n, cell: 0 };
  for (let rows = 1; rows <= Math.min(n, 6); rows++) {
    const cols = Math.ceil(n / rows);
    const cell = Math.min(usableW / cols, usableH / rows);
    if (cell > best.cell + 1e-9) best = { rows, cols, cell };
  }
  const { rows, cols, cell } = best;
  const r = cell * 0.4;
  const top = (height - rows * cell) / 2;
  const slots: StampSlot[] = [];
  for (let row = 0; row < rows; row++) {
    const inRow = row === rows - 1 ? n - cols * (rows - 1) : cols;
    const left = (width - inRow * cell) / 2;
    for (let col = 0; col < inRow; col++) {
      const index = row * cols + col;
      slots.push({
        cx: left + cell * (col + 0.5),
        cy: top + cell * (row + 0.5),
        r,
        filled: index < filled,
      });
    }
  }
  return slots;
};

/** What a stamp strip shows: the count, the icon and the card's colours. */
export interface StampStrip {
  readonly filled: number;
  readonly total: number;
  readonly icon: StampIcon;
  /** The pass background (#RRGGBB): under the stamps when there is no strip image, and inside filled stamps' icons. */
  readonly background: string;
  /** The stamp colour (#RRGGBB): the pass's text colour. */
  readonly stamp: string;
  /** The strip image under the stamps (a URL the renderer can read), or none. */
  readonly backgroundImage: string | null;
}

const num = (n: number) => Number(n.toFixed(2));
const attr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const hex = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000');

/**
 * The strip as SVG markup, at `width` × `height` pixels (default: the strip's points). This one
 * drawing is what the designer and the get-pass page show and what the server rasterises into the
 * Apple strip.png, the Google hero image and the PDF, so every surface shows the same stamps.
 */
export const stampStripSvg = (
  strip: StampStrip,
  width: number = STAMP_STRIP_SIZE.width,
  height: number = STAMP_STRIP_SIZE.height,
  /** For a page: as wide as its box, with the strip's shape (the pixel size only sets the shape). */
  fluid = false,
): string => {
  const background = hex(strip.background);
  const stamp = hex(strip.stamp);
  const paths = STAMP_ICON_PATHS[strip.icon] ?? STAMP_ICON_PATHS[DEFAULT_STAMP_ICON];
  // Drawn in strip units (375 wide) whatever the pixel size, so every size is the same picture.
  const unitsHigh = num((height / width) * STAMP_STRIP_SIZE.width);
  const slots = stampSlots(strip.filled, strip.total, STAMP_STRIP_SIZE.width, unitsHigh);
  // Only a stamp that is there carries the icon. An empty slot is a plain ring: a faint icon in it
  // (a tick above all) made a new card read as fully stamped.
  const stamps = slots.map((slot) => {
    if (!slot.filled)
      return `<circle cx="${num(slot.cx)}" cy="${num(slot.cy)}" r="${num(slot.r - 1)}" fill="${background}" fill-opacity="0.6" stroke="${stamp}" stroke-opacity="0.7" stroke-width="2"/>`;
    const iconSize = slot.r * 1.15;
    const icon = paths.map((d) => `<path d="${d}"/>`).join('');
    const place = `translate(${num(slot.cx - iconSize / 2)} ${num(slot.cy - iconSize / 2)}) scale(${num(iconSize / 24)})`;
    return (
      `<circle cx="${num(slot.cx)}" cy="${num(slot.cy)}" r="${num(slot.r)}" fill="${stamp}"/>` +
      `<g transform="${place}" fill="none" stroke="${background}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`
    );
  });
  const image = strip.backgroundImage
    ? `<image href="${attr(strip.backgroundImage)}" x="0" y="0" width="${STAMP_STRIP_SIZE.width}" height="${unitsHigh}" preserveAspectRatio="xMidYMid slice"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ${fluid ? 'width="100%" style="display:block"' : `width="${width}" height="${height}"`} viewBox="0 0 ${STAMP_STRIP_SIZE.width} ${unitsHigh}">` +
    `<rect width="${STAMP_STRIP_SIZE.width}" height="${unitsHigh}" fill="${background}"/>${image}${stamps.join('')}</svg>`
  );
};

/** Google's hero image size for a stamp strip (Google asks for 1032 px wide; the strip keeps its 375:123 shape). */
export const GOOGLE_STRIP_SIZE = Object.freeze({ width: 1032, height: 338 });

// FNV-1a: a short, stable fingerprint for a cache-busting file name, not a security measure.
const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, '0');
};

// Raised whenever `stampStripSvg` draws differently, so the file names change with the picture
// (2: empty slots without the faint icon).
const STRIP_DRAWING = 2;

/**
 * The public file name of a card's strip with `filled` stamps (`{cardId}-{filled}-{fingerprint}.png`):
 * Google copies images by URL, so a new design, count or drawing must be a new name.
 */
export const stampStripFile = (cardId: string, strip: StampStrip): string =>
  `${cardId}-${strip.filled}-${fingerprint(JSON.stringify([STRIP_DRAWING, strip.total, strip.icon, strip.background, strip.stamp, strip.backgroundImage]))}.png`;

/** The card id and stamp count a strip file name stands for; null when it is not one. */
export const parseStampStripFile = (file: string): { cardId: string; filled: number } | null => {
  const match = /^([0-9a-f-]{36})-(\d{1,4})-[0-9a-z]{1,8}\.png$/.exec(file);
  return match ? { cardId: match[1]!, filled: Number(match[2]) } : null;
};
