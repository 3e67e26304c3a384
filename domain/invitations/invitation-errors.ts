/** Message codes of adding and inviting customers (texts in locales/<lang>/errors.json; the strings are also API codes). */
export const INVITATION_ERRORS = Object.freeze({
  cardNotFound: 'passes.card_not_found',
  holderNotFound: 'passes.holder_not_found',
  invalidCardId: 'customers.invalid_card_id',
});
