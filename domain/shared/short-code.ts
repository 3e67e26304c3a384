/**
 * Codes a person reads off paper or a screen and types (validation codes, the code under a
 * pass's QR code): Crockford-like, without 0/O, 1/I/L and U, so what is read aloud stays right.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** How many characters a short code has (30^8 ≈ 6.6 · 10^11 codes). */
export const SHORT_CODE_LENGTH = 8;

const SHORT_CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/**
 * A typed short code as stored (upper case, without the spaces and dashes people add), or null
 * when the input cannot be one.
 */
export const normalizeShortCode = (input: string): string | null => {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return SHORT_CODE.test(compact) ? compact : null;
};

/** A short code as printed for people: two groups of four ("K7QM 4XZP"). */
export const formatShortCode = (code: string): string =>
  code.length === SHORT_CODE_LENGTH ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
