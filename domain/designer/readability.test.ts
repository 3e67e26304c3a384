import { describe, expect, it } from 'vitest';
import { DESIGN_DEFAULTS } from '../cards/index.ts';
import { poorContrasts, READABLE_CONTRAST } from './readability.ts';

const design = (bgColor: string, fontColor: string, labelColor: string) => ({
  image: { bgColor },
  font: { fontColor, labelColor },
});

describe('poorContrasts', () => {
  it('finds nothing wrong with the default design', () => {
    const { bgColor, fontColor, labelColor } = DESIGN_DEFAULTS;
    expect(poorContrasts(design(bgColor, fontColor, labelColor))).toEqual([]);
  });

  it('names each text colour that reads poorly on the background, with its contrast', () => {
    // Black on dark blue: what an owner gets after changing only the background.
    expect(poorContrasts(design('#1E3A8A', '#FFFFFF', '#000000'))).toEqual([
      { color: 'labelColor', ratio: 2 },
    ]);
    expect(poorContrasts(design('#666666', '#888888', '#000'))).toEqual([
      { color: 'fontColor', ratio: 1.6 },
      { color: 'labelColor', ratio: 3.6 },
    ]);
  });

  it('never rounds a failing contrast up to the threshold', () => {
    // #767676 on white is 4.54:1, just enough; #777777 is 4.48:1, which must not read as 4.5.
    expect(poorContrasts(design('#FFFFFF', '#767676', '#000000'))).toEqual([]);
    const [found] = poorContrasts(design('#FFFFFF', '#777777', '#000000'));
    expect(found!.ratio).toBeLessThan(READABLE_CONTRAST);
  });

  it('leaves colours that do not parse to the colour field', () => {
    expect(poorContrasts(design('#12', '#000000', '#000000'))).toEqual([]);
    expect(poorContrasts(design('#000000', 'black', '#FFFFFF'))).toEqual([]);
  });
});
