import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { InitialLogo } from '#domain/wallet/index.ts';

const require = createRequire(import.meta.url);
// The font ships with the app: the machine may have no fonts at all (a slim container).
const FONT_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** Google asks for program logos of at least 660 × 660 (it masks them to a circle). */
export const INITIAL_LOGO_SIZE = 660;

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A square PNG of the initial, centred on the background colour, `size` pixels wide. */
export const renderInitialLogo = async (logo: InitialLogo, size = INITIAL_LOGO_SIZE): Promise<Uint8Array> => {
  const glyph = await sharp({
    text: {
      text: `<span foreground="${logo.foreground}">${escapeMarkup(logo.initial)}</span>`,
      font: `DejaVu Sans Bold ${Math.max(4, Math.round(size * 0.3))}`,
      fontfile: FONT_FILE,
      rgba: true,
      dpi: 144,
    },
  })
    .png()
    .toBuffer();
  const png = await sharp({ create: { width: size, height: size, channels: 4, background: logo.background } })
    .composite([{ input: glyph, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
};

/**
 * Initial logos kept in memory instead of on disk: anyone may ask for any colour, and drawing
 * one takes about 60 ms, so the recent ones stay cached (each is 10–30 KB).
 */
export const createInitialLogoCache = (max = 200) => {
  const cache = new LRUCache<string, Promise<Uint8Array>>({ max });
  return (logo: InitialLogo): Promise<Uint8Array> => {
    const key = `${logo.initial}|${logo.background}|${logo.foreground}`;
    let png = cache.get(key);
    if (!png) {
      png = renderInitialLogo(logo);
      png.catch(() => cache.delete(key));
      cache.set(key, png);
    }
    return png;
  };
};
