import {
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
  type Clock,
  type IdGenerator,
} from '#domain/shared/index.ts';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * Randomness in the browser from the Web Crypto API. The short code draws by rejection, so every
 * character of the alphabet is equally likely (a plain modulo would favour the first ones).
 */
export const browserIdGenerator: IdGenerator = {
  id: () => crypto.randomUUID(),
  secret: () => base64url(crypto.getRandomValues(new Uint8Array(32))),
  code: () => {
    const limit = 256 - (256 % SHORT_CODE_ALPHABET.length);
    let code = '';
    while (code.length < SHORT_CODE_LENGTH)
      for (const byte of crypto.getRandomValues(new Uint8Array(SHORT_CODE_LENGTH))) {
        if (byte < limit && code.length < SHORT_CODE_LENGTH)
          code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
      }
    return code;
  },
};

/** The browser's clock. */
export const browserClock: Clock = { now: () => new Date() };
