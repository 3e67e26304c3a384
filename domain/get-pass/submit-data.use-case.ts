import { z } from 'zod';
import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import {
  holderProgress,
  newPassHolder,
  nextActionFor,
  type NextAction,
  type PassHolderRepository,
} from '../wallet/index.ts';
import { contactFrom, validateCollectedData, type DataProblems } from './collected-data.ts';
import { CollectedDataSchema } from './get-pass-messages.ts';
import { GET_PASS_ERRORS } from './get-pass-errors.ts';

/**
 * The data form as the page sends it (requirements §7: "token plus data, or cardId plus data"):
 * the answers with the holder token once the customer has one, else with the card's id.
 */
export const SubmitDataInputSchema = z.object({
  cardId: z.string().min(1).max(64).optional(),
  token: z.string().max(200).optional(),
  data: CollectedDataSchema,
});
export type SubmitDataInput = z.infer<typeof SubmitDataInputSchema>;

export type SubmitDataError = DomainError & {
  readonly problems?: DataProblems;
  readonly nextAction?: NextAction;
};

/**
 * A customer sends the card's form (public; requirements §7 data submit). With a holder token the
 * answers replace that holder's earlier ones, so sending the same form twice changes nothing (the
 * card id may then be left out: the token names it); with a card id alone (a card that needs no
 * code) a new holder is created with them. Every answer is
 * checked against the card's fields, and unknown fields are refused.
 */
export const submitData =
  ({
    cards,
    holders,
    ids,
    clock,
  }: {
    cards: CardRepository;
    holders: PassHolderRepository;
    ids: IdGenerator;
    clock: Clock;
  }) =>
  async (input: {
    token?: unknown;
    cardId?: unknown;
    data?: unknown;
  }): Promise<Result<{ token: string }, SubmitDataError>> => {
    const token = typeof input.token === 'string' ? input.token.trim() : '';
    let cardId = typeof input.cardId === 'string' ? input.cardId.trim() : '';
    if (!cardId && !token) return err(domainError('validation.required', undefined, 'cardId'));
    if (!cardId) {
      // A token names its pass, and so its card.
      const holder = await holders.findByToken(null, token);
      if (!holder) return err(domainError(GET_PASS_ERRORS.holderNotFound));
      cardId = holder.cardId;
    }
    const stored = await cards.findPublished(cardId);
    if (!stored) return err(domainError(GET_PASS_ERRORS.cardNotFound));
    const fields = stored.content.dataCollection.fields;
    const checked = validateCollectedData(fields, input.data);
    if (!checked.ok) {
      const [field, code] = Object.entries(checked.problems)[0]!;
      return err({ ...domainError(code, undefined, `data.${field}`), problems: checked.problems });
    }
    const answers = { data: checked.value, ...contactFrom(fields, checked.value) };
    const now = clock.now();
    if (token) {
      const holder = await holders.findByToken(stored.id, token);
      if (!holder) return err(domainError(GET_PASS_ERRORS.holderNotFound));
      if (!holderProgress(holder).validated && stored.content.validation.enabled)
        return err({ ...domainError(GET_PASS_ERRORS.codeInvalid), nextAction: 'validate_code' });
      await holders.saveData(holder.id, answers, now);
      return ok({ token: holder.authenticationToken });
    }
    if (nextActionFor(stored.content, { validated: false, dataCollected: true }) === 'validate_code')
      return err({ ...domainError('passes.requirements_pending'), nextAction: 'validate_code' });
    const holder = newPassHolder(ids, stored, now, { ...answers, dataCollectedAt: now });
    await holders.insert(holder);
    return ok({ token: holder.authenticationToken });
  };
