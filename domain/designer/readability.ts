import { parseHexColor } from '../cards/index.ts';
import { contrastRatio } from './pass-preview.ts';

/** The contrast small text needs to read well (WCAG AA, 4.5:1): what an owner should aim for. */
export const READABLE_CONTRAST = 4.5;

/**
 * Below this a pass's text is hard to read even where it is large (WCAG's minimum for large
 * text, 3:1), so the designer warns. Between 3:1 and 4.5:1 it stays quiet: the campaign's own
 * default colours (white and mint on violet, requirements §3) sit there.
 */
export const POOR_CONTRAST = 3;

/** A text colour of a design that reads poorly on its background, with its contrast (one decimal). */
export interface PoorContrast {
  readonly color: 'fontColor' | 'labelColor';
  readonly ratio: number;
}

/**
 * The text colours of a design that read poorly on its background colour (below `POOR_CONTRAST`). Apple Wallet draws
 * the owner's colours as chosen (Google picks its own text colour, and the PDF pass falls back to
 * black or white), so this is what an owner should hear about while designing. Colours that do
 * not parse yet are left to the colour field's own error.
 */
export const poorContrasts = (design: {
  readonly image: { readonly bgColor: string };
  readonly font: { readonly fontColor: string; readonly labelColor: string };
}): readonly PoorContrast[] => {
  const background = parseHexColor(design.image.bgColor);
  if (!background) return [];
  return (['fontColor', 'labelColor'] as const).flatMap((color) => {
    const text = parseHexColor(design.font[color]);
    if (!text) return [];
    const ratio = contrastRatio(text, background);
    return ratio < POOR_CONTRAST ? [{ color, ratio: Math.floor(ratio * 10) / 10 }] : [];
  });
};
