/** SPEC §3 design defaults of a new card. */
export const DESIGN_DEFAULTS = Object.freeze({
  fontFamily: 'Arial',
  fontStyle: '400',
  fontSize: 12,
  labelColor: '#000000',
  fontColor: '#000000',
  bgColor: '#B8BCFA',
  transparent: 100,
});

/** SPEC §3 campaign default colours. */
export const CAMPAIGN_DEFAULT_COLORS = Object.freeze({
  background: '#7B61FF',
  text: '#FFFFFF',
  label: '#00FF85',
});

/** SPEC §5: 3 or 6 hex digits with a leading #; anything else is not applied (null). */
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

/** SPEC §5 image crop: default aspect ratio 10 (width : height), output PNG. Other ratios the cropper offers. */
export const IMAGE_CROP = Object.freeze({
  defaultAspect: 10,
  aspects: [10, 3, 1] as const,
  outputType: 'image/png',
});

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
