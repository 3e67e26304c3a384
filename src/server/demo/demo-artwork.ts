import sharp from 'sharp';
import { STAMP_ICON_PATHS } from '#domain/designer/index.ts';

/**
 * Outline icons for the demo brands' logos and strips. The stamp icons come from the domain; the
 * others are Tabler Icons outlines (MIT, 24 × 24, stroke 2), copied because the server draws them
 * without React and `@tabler/icons` is only a transitive package.
 */
const ICON_PATHS = {
  ...STAMP_ICON_PATHS,
  flower: [
    'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
    'M12 2a3 3 0 0 1 3 3c0 .562 -.259 1.442 -.776 2.64l-.724 1.36l1.76 -1.893c.499 -.6 .922 -1 1.27 -1.205a2.968 2.968 0 0 1 4.07 1.099a3.011 3.011 0 0 1 -1.09 4.098c-.374 .217 -.99 .396 -1.846 .535l-2.664 .366l2.4 .326c1 .145 1.698 .337 2.11 .576a3.011 3.011 0 0 1 1.09 4.098a2.968 2.968 0 0 1 -4.07 1.098c-.348 -.202 -.771 -.604 -1.27 -1.205l-1.76 -1.893l.724 1.36c.516 1.199 .776 2.079 .776 2.64a3 3 0 0 1 -6 0c0 -.562 .259 -1.442 .776 -2.64l.724 -1.36l-1.76 1.893c-.499 .601 -.922 1 -1.27 1.205a2.968 2.968 0 0 1 -4.07 -1.098a3.011 3.011 0 0 1 1.09 -4.098c.374 -.218 .99 -.396 1.846 -.536l2.664 -.366l-2.4 -.325c-1 -.145 -1.698 -.337 -2.11 -.576a3.011 3.011 0 0 1 -1.09 -4.099a2.968 2.968 0 0 1 4.07 -1.099c.348 .203 .771 .604 1.27 1.205l1.76 1.894c-1 -2.292 -1.5 -3.625 -1.5 -4a3 3 0 0 1 3 -3',
  ],
  music: [
    'M3 17a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
    'M13 17a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
    'M9 17v-13h10v13',
    'M9 8h10',
  ],
  barbell: [
    'M2 12h1',
    'M6 8h-2a1 1 0 0 0 -1 1v6a1 1 0 0 0 1 1h2',
    'M6 7v10a1 1 0 0 0 1 1h1a1 1 0 0 0 1 -1v-10a1 1 0 0 0 -1 -1h-1a1 1 0 0 0 -1 1',
    'M9 12h6',
    'M15 7v10a1 1 0 0 0 1 1h1a1 1 0 0 0 1 -1v-10a1 1 0 0 0 -1 -1h-1a1 1 0 0 0 -1 1',
    'M18 8h2a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-2',
    'M22 12h-1',
  ],
  sun: [
    'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
    'M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7',
  ],
  leaf: [
    'M5 21c.5 -4.5 2.5 -8 7 -10',
    'M9 18c6.218 0 10.5 -3.288 11 -12v-2h-4.014c-9 0 -11.986 4 -12 9c0 1 0 3 2 5h3l.014 0',
  ],
} as const;
export type ArtworkIcon = keyof typeof ICON_PATHS;

/** The colours of a demo brand's artwork. */
export interface ArtworkPalette {
  /** The pass background. */
  readonly background: string;
  /** A second shade for gradients. */
  readonly shade: string;
  /** The badge and highlights. */
  readonly accent: string;
  /** Lines drawn on the accent. */
  readonly ink: string;
}

const icon = (name: ArtworkIcon, x: number, y: number, size: number, style: string) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke-linecap="round" stroke-linejoin="round" ${style}>` +
  ICON_PATHS[name].map((d) => `<path d="${d}"/>`).join('') +
  '</g>';

/** A round badge with the brand's icon: reads as a logo on the Apple pass and in Google's logo circle. */
export const logoSvg = (name: ArtworkIcon, palette: ArtworkPalette): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360" viewBox="0 0 360 360">` +
  `<circle cx="180" cy="180" r="172" fill="${palette.accent}"/>` +
  `<circle cx="180" cy="180" r="150" fill="none" stroke="${palette.ink}" stroke-opacity="0.35" stroke-width="6"/>` +
  icon(name, 84, 84, 192, `stroke="${palette.ink}" stroke-width="1.9"`) +
  '</svg>';

/**
 * A strip (Apple) / hero (Google) picture, 1125 × 369 (the 375 × 123 strip at 3×): a gradient
 * with soft light and the brand's icon as a quiet pattern. `busy` false keeps it calm enough for
 * stamps to be drawn over it.
 */
export const stripSvg = (name: ArtworkIcon, palette: ArtworkPalette, busy: boolean): string => {
  const tiles: string[] = [];
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 12; col++) {
      const x = col * 100 + (row % 2) * 50 - 20;
      const y = row * 100 - 10;
      tiles.push(
        `<g transform="rotate(${((row * 7 + col * 13) % 5) * 9 - 18} ${x + 24} ${y + 24})">` +
          icon(name, x, y, 48, `stroke="${palette.accent}" stroke-width="1.6"`) +
          '</g>',
      );
    }
  // Kept to the right edge: passes print their primary field over the left of the strip.
  const hero = busy
    ? `<g opacity="0.85">${icon(name, 890, 80, 210, `stroke="${palette.accent}" stroke-width="1.4"`)}</g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1125" height="369" viewBox="0 0 1125 369">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.shade}"/><stop offset="1" stop-color="${palette.background}"/></linearGradient>` +
    `<radialGradient id="l" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1125" height="369" fill="url(#g)"/><rect width="1125" height="369" fill="url(#l)"/>` +
    `<g opacity="${busy ? 0.22 : 0.14}">${tiles.join('')}</g>${hero}</svg>`
  );
};

/** A portrait placeholder for the business card: a head and shoulders on the brand's colours. */
export const portraitSvg = (palette: ArtworkPalette): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360" viewBox="0 0 360 360">` +
  `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.shade}"/>` +
  `<stop offset="1" stop-color="${palette.background}"/></linearGradient></defs>` +
  `<rect width="360" height="360" rx="40" fill="url(#p)"/>` +
  `<circle cx="180" cy="140" r="70" fill="${palette.accent}"/>` +
  `<path d="M50 360c0-90 58-140 130-140s130 50 130 140z" fill="${palette.accent}"/></svg>`;

/** Rasterises an SVG drawing (librsvg inside sharp; no fonts, no network). */
export const svgToPng = async (svg: string): Promise<Uint8Array> =>
  new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
