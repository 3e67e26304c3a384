/** Message codes of the get-pass flow (texts in locales/<lang>/errors.json; the strings are also API codes). */
export const GET_PASS_ERRORS = Object.freeze({
  cardNotFound: 'passes.card_not_found',
  holderNotFound: 'passes.holder_not_found',
  codeInvalid: 'passes.code_invalid',
  codeExpired: 'passes.code_expired',
  codeUsed: 'passes.code_used',
  tooManyAttempts: 'passes.too_many_attempts',
  invalidCardId: 'customers.invalid_card_id',
  emailTaken: 'customers.email_taken',
  dataInvalid: 'passes.data_invalid',
});

/** Requirements-aligned limits of code entry: wrong tries per card and client, and per client, in 10 minutes. */
export const CODE_ATTEMPT_LIMITS = Object.freeze({
  perCode: { limit: 5, windowMs: 600_000 },
  perClient: { limit: 20, windowMs: 600_000 },
});
