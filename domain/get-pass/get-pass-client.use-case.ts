import type { WalletProvider } from '../cards/index.ts';
import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { validateCollectedData } from './collected-data.ts';
import { GET_PASS_ERRORS } from './get-pass-errors.ts';
import type { GetPassError, GetPassGateway, HolderTokenStore } from './get-pass.port.ts';
import type { DataRequirements, PassRequirements } from './get-pass-messages.ts';
import { requirementsFromData } from './pass-requirements.use-case.ts';
import type { PublicCard } from './public-card.use-case.ts';

/** Everything the get-pass page shows: the card, where the customer stands, and the form. */
export interface GetPassState {
  readonly card: PublicCard;
  readonly requirements: PassRequirements;
  readonly form: DataRequirements | null;
  readonly token: string | null;
  /**
   * The link's code was refused (used on another phone, or replaced by a new one): the page says
   * so, since the pass it offers is then a new one of the open card, not the one made for them.
   */
  readonly linkCodeRefused: boolean;
}

/**
 * Opens a card's get-pass page. A token kept from an earlier visit resumes where the customer
 * stopped (a token the server no longer knows is forgotten). A code in the link of a card that
 * does not ask for one is used at once: it names the customer the business made (an invitation,
 * the card-testing wizard's test customer), so the pass is theirs and not a new one. When the
 * requirements call fails, they are derived from the data requirements (requirements §4). A link
 * without a card id (`/get-pass/`) is a card that is not available, as a wrong id is: the server
 * has no address to ask, and its bare 404 would read as a failure worth retrying.
 */
export const openGetPass =
  ({ gateway, tokens }: { gateway: GetPassGateway; tokens: HolderTokenStore }) =>
  async (cardId: string, wallet: WalletProvider, code = ''): Promise<Result<GetPassState, GetPassError>> => {
    if (!cardId.trim()) return err(domainError(GET_PASS_ERRORS.cardNotFound));
    let token = tokens.read(cardId);
    const [card, form] = await Promise.all([gateway.card(cardId, wallet), gateway.dataRequirements(cardId)]);
    if (!card.ok) return card;
    let requirements = await gateway.requirements(cardId, token ?? undefined);
    if (!requirements.ok && token && requirements.error.code === GET_PASS_ERRORS.holderNotFound) {
      tokens.forget(cardId);
      token = null;
      requirements = await gateway.requirements(cardId);
    }
    let linkCodeRefused = false;
    if (!token && code.trim() && requirements.ok && !requirements.value.requiresValidation) {
      // A used or unknown code changes nothing: the customer still gets a pass of the open card.
      const validated = await gateway.validate(cardId, code.trim());
      linkCodeRefused = !validated.ok;
      if (validated.ok) {
        token = validated.value.token;
        tokens.write(cardId, token);
        requirements = await gateway.requirements(cardId, token);
      }
    }
    if (!requirements.ok) {
      if (!form.ok) return form;
      return ok({
        card: card.value,
        requirements: requirementsFromData(form.value),
        form: form.value,
        token: null,
        linkCodeRefused,
      });
    }
    return ok({
      card: card.value,
      requirements: requirements.value,
      form: form.ok ? form.value : null,
      token,
      linkCodeRefused,
    });
  };

/**
 * The customer enters the code they were given. It is checked for presence here and against the
 * server; the holder token that comes back is kept, and the next step is asked for.
 */
export const enterValidationCode =
  ({ gateway, tokens }: { gateway: GetPassGateway; tokens: HolderTokenStore }) =>
  async (
    cardId: string,
    code: string,
  ): Promise<Result<{ token: string; requirements: PassRequirements }, GetPassError>> => {
    const trimmed = code.trim();
    if (!trimmed) return err(domainError('validation.required', undefined, 'validationCode'));
    const validated = await gateway.validate(cardId, trimmed);
    if (!validated.ok) return validated;
    tokens.write(cardId, validated.value.token);
    return nextStep(gateway, cardId, validated.value.token);
  };

/**
 * The customer sends the card's form. Answers are checked with the same rules the server uses,
 * so mistakes show at once by field; the server checks them again.
 */
export const sendCollectedData =
  ({ gateway, tokens }: { gateway: GetPassGateway; tokens: HolderTokenStore }) =>
  async (
    cardId: string,
    form: DataRequirements,
    answers: Readonly<Record<string, unknown>>,
    token: string | null,
  ): Promise<Result<{ token: string; requirements: PassRequirements }, GetPassError>> => {
    const checked = validateCollectedData(form.fields, answers);
    if (!checked.ok) {
      const [field, code] = Object.entries(checked.problems)[0]!;
      return err({ ...domainError(code, undefined, field), problems: checked.problems });
    }
    const sent = await gateway.submit({ cardId, data: checked.value, ...(token ? { token } : {}) });
    if (!sent.ok) return sent;
    tokens.write(cardId, sent.value.token);
    return nextStep(gateway, cardId, sent.value.token);
  };

const nextStep = async (gateway: GetPassGateway, cardId: string, token: string) => {
  const requirements = await gateway.requirements(cardId, token);
  if (!requirements.ok) return requirements;
  return ok({ token, requirements: requirements.value });
};

/** The wallet a device most likely has, first; the other after it (requirements §11, issue 6: best fit first). */
export const walletOrder = (userAgent: string): readonly WalletProvider[] =>
  /android/i.test(userAgent) ? ['GOOGLE', 'APPLE'] : ['APPLE', 'GOOGLE'];

/**
 * The customer's holder token for a card: the one this browser keeps (from a code, the form or
 * an earlier download), else a new pass of the open card, kept so that Apple Wallet, Google
 * Wallet and the PDF are one customer and a second visit is the same one.
 */
export const passTokenFor =
  ({ gateway, tokens }: { gateway: GetPassGateway; tokens: HolderTokenStore }) =>
  async (cardId: string): Promise<Result<string, GetPassError>> => {
    const kept = tokens.read(cardId);
    if (kept) return ok(kept);
    const issued = await gateway.issueHolder(cardId);
    if (!issued.ok) return issued;
    tokens.write(cardId, issued.value.token);
    return ok(issued.value.token);
  };

/** The download addresses of a customer's pass (requirements §7 pass URLs), relative to the site. */
export const passDownloadUrls = (cardId: string, token: string) => {
  const id = encodeURIComponent(cardId);
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    apple: `/api/pass/apple/${id}${query}`,
    google: `/api/pass/google/${id}${query}`,
    pdf: `/api/pass/public/pdf/${id}${query}`,
  };
};

/** Holder tokens kept in the browser's key-value storage, one per card. */
export const holderTokenStore = (storage: KeyValueStorage): HolderTokenStore => {
  const key = (cardId: string) => `passdeck.pass.${cardId}`;
  return {
    read: (cardId) => storage.get(key(cardId)),
    write: (cardId, token) => storage.set(key(cardId), token),
    forget: (cardId) => storage.remove(key(cardId)),
  };
};
