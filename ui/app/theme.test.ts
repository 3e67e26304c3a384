import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DARK_SURFACES, DARK_TEXT, PALETTE, STRONG_SHADES, themeFor } from './theme.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const WHITE = '#ffffff';
/** A translation that shows which key it was asked for. */
const keys = ((key: string) => `«${key}»`) as unknown as TFunction;
const AA = 4.5;

describe('the theme palette (WCAG 2.2 AA, requirements §10.1)', () => {
  // Mint is the exception by design: `autoContrast` puts dark text on it, and it is never text itself.
  const { mint, ...textColours } = PALETTE;

  for (const [name, shades] of Object.entries(textColours)) {
    it(`${name}: white on the filled shades and the shades as text on white pass AA`, () => {
      for (const index of [6, 7, 8, 9]) expect(contrast(shades[index]!, WHITE)).toBeGreaterThanOrEqual(AA);
    });

    it(`${name}: a light badge's or alert's text (index 9) on its tint (index 1) passes AA`, () => {
      expect(contrast(shades[9]!, shades[1]!)).toBeGreaterThanOrEqual(AA);
    });
  }

  it('mint keeps the brand colour and takes dark text when filled', () => {
    expect(mint[5]).toBe('#00ff85');
    expect(contrast(mint[6], '#000000')).toBeGreaterThanOrEqual(AA);
    expect(themeFor(keys).autoContrast).toBe(true);
  });

  it('dark mode: dimmed text and violet text, links and light badges pass AA on the dark surfaces', () => {
    for (const surface of DARK_SURFACES)
      for (const text of Object.values(DARK_TEXT)) expect(contrast(text, surface)).toBeGreaterThanOrEqual(AA);
  });

  it('strong text passes AA on white and on its light tint, and on the dark surfaces in dark mode', () => {
    for (const [name, { light, dark }] of Object.entries(STRONG_SHADES)) {
      expect(contrast(light, '#ffffff'), name).toBeGreaterThanOrEqual(AA);
      for (const surface of DARK_SURFACES) expect(contrast(dark, surface), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('names the icon-only controls Mantine draws in the language of the translation', () => {
    const components = themeFor(keys).components!;
    expect(components.Modal!.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': '«common:closeDialog»' },
    });
    expect(components.Drawer!.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': '«common:closeDialog»' },
    });
    expect(components.ColorInput!.defaultProps).toMatchObject({
      eyeDropperButtonProps: { 'aria-label': '«common:pickColour»' },
    });
  });
});
