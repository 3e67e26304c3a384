/** requirements §5/§9 location rules: radius 50–1000 m in steps of 50, default 150; at most 10 locations. */
export const LOCATION_RULES = Object.freeze({
  minRadius: 50,
  maxRadius: 1000,
  radiusStep: 50,
  defaultRadius: 150,
  maxLocations: 10,
  coordinateStep: 0.000001,
});

/** requirements §5 default notification text; `{place}` is the location's name. */
export const DEFAULT_LOCATION_MESSAGE = "You're near {place}!";

/** A radius snapped to the slider: 50–1000 in steps of 50; anything unreadable becomes 150. */
export const clampRadius = (value: number | string | null | undefined): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return LOCATION_RULES.defaultRadius;
  const snapped = Math.round(n / LOCATION_RULES.radiusStep) * LOCATION_RULES.radiusStep;
  return Math.min(LOCATION_RULES.maxRadius, Math.max(LOCATION_RULES.minRadius, snapped));
};

/** The radius in feet and yards, as shown beside the slider. */
export const radiusInImperial = (metres: number): { feet: number; yards: number } => ({
  feet: Math.round(metres * 3.28084),
  yards: Math.round(metres * 1.09361),
});

/** requirements §5: a latitude or longitude typed by hand; an invalid parse becomes 0. Six decimals kept. */
export const parseCoordinate = (text: string | number | null | undefined): number => {
  const n =
    typeof text === 'number'
      ? text
      : Number.parseFloat(
          String(text ?? '')
            .trim()
            .replace(',', '.'),
        );
  return Number.isFinite(n) ? Math.round(n * 1e6) / 1e6 : 0;
};

/** The notification text for a place, from the default template. */
export const locationMessageFor = (place: string, template: string = DEFAULT_LOCATION_MESSAGE): string =>
  template.replaceAll('{place}', place);
