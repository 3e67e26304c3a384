import { describe, expect, it } from 'vitest';
import { CAMPAIGN_DEFAULT_COLORS, DESIGN_DEFAULTS } from '../cards/index.ts';
import { poorContrasts } from './readability.ts';

const design = (bgColor: string, fontColor: string, labelColor: string) => ({
  image: { bgColor },
  font: { fontColor, labelColor },
});

describe('poorContrasts', () => {
  it("finds nothing wrong with the product's own default colours", () => {
    const { bgColor, fontColor, labelColor } = DESIGN_DEFAULTS;
    expect(poorContrasts(design(bgColor, fontColor, labelColor))).toEqual([]);
    // White (4.2:1) and mint (3.1:1) on violet: the campaign defaults a demo card uses.
    const { background, text, label } = CAMPAIGN_DEFAULT_COLORS;
    expect(poorContrasts(design(background, text, label))).toEqual([]);
  });

  it('names each text colour that reads poorly on the background, with its contrast', () => {
    // Black on dark blue: what an owner gets after changing only the background.
    expect(poorContrasts(design('#1E3A8A', '#FFFFFF', '#000000'))).toEqual([
      { color: 'labelColor', ratio: 2 },
    ]);
    expect(poorContrasts(design('#666666', '#888888', '#222'))).toEqual([
      { color: 'fontColor', ratio: 1.6 },
      { color: 'labelColor', ratio: 2.7 },
    ]);
  });

  it('never rounds a failing contrast up to the threshold', () => {
    // #949494 on white is 3.03:1, just enough; #959595 is 2.995:1, which must not read as 3.
    expect(poorContrasts(design('#FFFFFF', '#949494', '#000000'))).toEqual([]);
    expect(poorContrasts(design('#FFFFFF', '#959595', '#000000'))).toEqual([
      { color: 'fontColor', ratio: 2.9 },
    ]);
  });

  it('leaves colours that do not parse to the colour field', () => {
    expect(poorContrasts(design('#12', '#000000', '#000000'))).toEqual([]);
    expect(poorContrasts(design('#000000', 'black', '#FFFFFF'))).toEqual([]);
  });
});
