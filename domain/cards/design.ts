/** requirements §3 design defaults of a new card. */
export const DESIGN_DEFAULTS = Object.freeze({
  fontFamily: 'Arial',
  fontStyle: '400',
  fontSize: 12,
  labelColor: '#000000',
  fontColor: '#000000',
  bgColor: '#B8BCFA',
  transparent: 100,
});

/** requirements §3 campaign default colours. */
export const CAMPAIGN_DEFAULT_COLORS = Object.freeze({
  background: '#7B61FF',
  text: '#FFFFFF',
  label: '#00FF85',
});

/** requirements §5: 3 or 6 hex digits with a leading #; anything else is not applied (null). */
export const parseHexColor = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(trimmed) ? trimmed.toUpperCase() : null;
};

/** A #RGB or #RRGGBB colour as `rgb(r, g, b)` (the Apple pass format). Null when not a colour. */
export const hexToRgb = (value: string): string | null => {
  const hex = parseHexColor(value);
  if (!hex) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The image slots of a design, each cropped to what the wallets draw there. */
export const IMAGE_SLOTS = ['logo', 'icon', 'background', 'personal'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

/** A crop shape: the wallet place it is made for, as width : height. */
export interface CropPreset {
  readonly key: 'square' | 'appleLogo' | 'appleStrip' | 'googleHero';
  readonly width: number;
  readonly height: number;
}

const SQUARE: CropPreset = { key: 'square', width: 1, height: 1 };

/**
 * Crop shapes per slot, the first the default (issue 19 replaces the spec's single 10 : 1, which
 * turned a round logo into a sliver): logos square for Google's circle, or Apple's 160 × 50 logo
 * area; icons square; the background as Apple's strip (375 × 123 pt) or Google's hero
 * (1032 × 336 px); the personal photo square.
 */
export const CROP_PRESETS: Readonly<Record<ImageSlot, readonly CropPreset[]>> = Object.freeze({
  logo: [SQUARE, { key: 'appleLogo', width: 160, height: 50 }],
  icon: [SQUARE],
  background: [
    { key: 'appleStrip', width: 375, height: 123 },
    { key: 'googleHero', width: 1032, height: 336 },
  ],
  personal: [SQUARE],
});

/** The crop shapes a slot offers, the default first. */
export const cropPresetsFor = (slot: ImageSlot): readonly CropPreset[] => CROP_PRESETS[slot];

/** A preset's aspect ratio (width / height), as the cropper takes it. */
export const cropAspectOf = (preset: Pick<CropPreset, 'width' | 'height'>): number =>
  preset.width / preset.height;

/**
 * requirements §5 image crop output: PNG, at most `maxOutputSide` pixels on its longer side. The
 * largest image a wallet draws is Apple's strip at 3x (1125 wide); an 8000-pixel photo cut out
 * whole would be a PNG over the 5 MB upload limit and past what the server decodes.
 */
export const IMAGE_CROP = Object.freeze({ outputType: 'image/png', maxOutputSide: 1200 });

/** The icons a stamp card can draw its stamps with (drawn by the designer's stamp strip). */
export const STAMP_ICONS = [
  'check',
  'star',
  'heart',
  'coffee',
  'cup',
  'gift',
  'pizza',
  'scissors',
  'paw',
] as const;
export type StampIcon = (typeof STAMP_ICONS)[number];
export const DEFAULT_STAMP_ICON: StampIcon = 'check';
