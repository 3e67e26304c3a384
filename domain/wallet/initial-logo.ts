import { parseHexColor } from '../cards/index.ts';
import { readableOn } from '../designer/index.ts';
import { INITIAL_LOGO_FILE } from '../files/index.ts';

/**
 * A logo made of a name's initial on the card's colour, for passes whose card has no logo:
 * Google requires a program logo on loyalty classes, and Wallet needs an icon. Its file name
 * says everything needed to draw it, so it is served from the uploads without being stored.
 */
export interface InitialLogo {
  /** The initial, upper-cased: one character (an emoji or a CJK sign as well as a letter). */
  readonly initial: string;
  /** Background colour, #rrggbb (lower case). */
  readonly background: string;
  /** The text colour that reads on the background. */
  readonly foreground: string;
}

const FALLBACK_INITIAL = 'P';

/** The initial a name shows: its first letter or digit, upper-cased; "P" (Passdeck) when it has none. */
export const initialOf = (name: string): string => {
  const first = /[\p{L}\p{N}\p{Extended_Pictographic}]/u.exec(name)?.[0];
  return first ? first.toLocaleUpperCase() : FALLBACK_INITIAL;
};

/** A colour as #rrggbb in lower case (#rgb is spelled out); black when it is not a colour. */
const sixDigits = (color: string): string => {
  const hex = (parseHexColor(color) ?? '#000000').slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex}`;
};

/** The initial logo of a name on a background colour. */
export const initialLogoFor = (name: string, background: string): InitialLogo => {
  const color = sixDigits(background);
  return { initial: initialOf(name), background: color, foreground: readableOn(color) };
};

/** The uploads file name of a name's initial logo on a background colour. */
export const initialLogoFile = (name: string, background: string): string => {
  const initial = initialOf(name);
  // One code point: an upper-cased letter such as "ß" → "SS" keeps only its first.
  const codePoint = initial.codePointAt(0)!.toString(16).padStart(2, '0');
  return `initial-${codePoint}-${sixDigits(background).slice(1)}.png`;
};

/** The public path of a name's initial logo (served from /api/uploads). */
export const initialLogoUrl = (name: string, background: string): string =>
  `/api/uploads/${initialLogoFile(name, background)}`;

/** Who issues the passes when a card names no company (Google shows an issuer on every pass). */
export const DEFAULT_ISSUER_NAME = 'Passdeck';

/**
 * The program logo of a Google pass: the card's logo, or the initial of its company (else the
 * issuer) on its colour. The Google object and the designer's Google preview both take it from
 * here, so the owner sees the logo the phone will show (issue 23).
 */
export const googleProgramLogo = (
  model: {
    readonly logo: string | null;
    readonly logoText: string;
    readonly colors: { readonly background: string };
  },
  issuerName: string = DEFAULT_ISSUER_NAME,
): string => model.logo ?? initialLogoUrl(model.logoText || issuerName, model.colors.background);

/** What an initial-logo file name draws, or null when the name is not one. */
export const parseInitialLogoFile = (file: string): InitialLogo | null => {
  const match = INITIAL_LOGO_FILE.exec(file);
  if (!match) return null;
  const codePoint = Number.parseInt(match[1]!, 16);
  // Only printable code points: no controls, surrogates or beyond Unicode.
  if (codePoint < 0x20 || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) return null;
  const initial = String.fromCodePoint(codePoint);
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(initial)) return null;
  const background = `#${match[2]!}`;
  return { initial, background, foreground: readableOn(background) };
};
