/** Message codes of the customer directory (texts in locales/<lang>/errors.json; the strings are also API codes). */
export const CUSTOMER_ERRORS = Object.freeze({
  holderNotFound: 'passes.holder_not_found',
});
