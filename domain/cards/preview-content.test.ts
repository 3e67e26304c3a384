import { describe, expect, it } from 'vitest';
import { cropAspectOf, cropPresetsFor, IMAGE_SLOTS } from './design.ts';
import { previewableContent } from './preview-content.ts';

const base = {
  name: '',
  passType: 'loyalty' as const,
  loyaltyCardType: 'stamp' as const,
  info: { companyName: 'Café Sol', passDescription: 'Ten coffees' },
  design: { image: { bgColor: '#112233' } },
};

describe('the preview while the owner types (issue 19)', () => {
  it('keeps the card when a new question has no text yet', () => {
    const content = previewableContent({
      ...base,
      dataCollection: {
        enabled: true,
        fields: [
          { key: 'drink', label: 'Drink', type: 'text' },
          { key: 'field', label: '', type: 'text' },
        ],
      },
    });
    expect(content.info.companyName).toBe('Café Sol');
    expect(content.design.image.bgColor).toBe('#112233');
    expect(content.dataCollection.fields.map((f) => f.key)).toEqual(['drink']);
  });

  it('leaves out each broken item, and falls back to defaults for a broken section only', () => {
    const content = previewableContent({
      ...base,
      info: {
        ...base.info,
        fields: [
          { key: '1bad', label: 'Bad', value: 'x' },
          { key: 'good', label: 'Good', value: 'y' },
          { key: '2bad', label: 'Bad', value: 'z' },
        ],
      },
      couponSettings: { expirationDays: 0 },
    });
    expect(content.info.fields.map((f) => f.key)).toEqual(['good']);
    expect(content.info.passDescription).toBe('Ten coffees');
    expect(content.couponSettings.expirationDays).toBe(30);
  });

  it('does not change the input it was given', () => {
    const input = { ...base, dataCollection: { fields: [{ key: 'a', label: '', type: 'text' as const }] } };
    previewableContent(input);
    expect(input.dataCollection.fields).toHaveLength(1);
  });
});

describe('crop presets per image slot (issue 19)', () => {
  it('crop logos and icons square, and the background to the Apple strip or the Google hero', () => {
    expect(cropPresetsFor('logo')[0]).toMatchObject({ key: 'square' });
    expect(cropAspectOf(cropPresetsFor('logo')[0]!)).toBe(1);
    expect(cropPresetsFor('icon').map(cropAspectOf)).toEqual([1]);
    const [strip, hero] = cropPresetsFor('background');
    expect(strip).toMatchObject({ key: 'appleStrip', width: 375, height: 123 });
    expect(hero).toMatchObject({ key: 'googleHero', width: 1032, height: 336 });
    expect(cropAspectOf(strip!)).toBeCloseTo(3.049, 3);
  });
  it('never default to the old 10 : 1 sliver', () => {
    for (const slot of IMAGE_SLOTS) expect(cropAspectOf(cropPresetsFor(slot)[0]!)).toBeLessThan(4);
  });
});
