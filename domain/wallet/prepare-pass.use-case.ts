import type { CardContent, CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import type { PassHolderRepository } from './pass-holder.repository.port.ts';
import {
  holderProgress,
  newPassHolder,
  nextActionFor,
  type NextAction,
  type PassHolder,
} from './pass-holder.ts';

export const PASS_ERRORS = Object.freeze({
  cardNotFound: 'passes.card_not_found',
  holderNotFound: 'passes.holder_not_found',
  requirementsPending: 'passes.requirements_pending',
});

export interface PreparePassDeps {
  readonly cards: CardRepository;
  readonly holders: PassHolderRepository;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

export type PreparePassError = DomainError & { readonly nextAction?: NextAction };

/**
 * Resolves what to put in a pass download (SPEC §7 pass URLs): the live card and its holder.
 * A token names an existing holder; without one, a card that needs neither a validation code
 * nor customer data issues a new holder, and any other card answers with the next action.
 */
export const preparePass =
  ({ cards, holders, ids, clock }: PreparePassDeps) =>
  async (
    cardId: string,
    token?: string | null,
  ): Promise<Result<{ card: CardContent; cardId: string; holder: PassHolder }, PreparePassError>> => {
    const stored = await cards.findPublished(cardId);
    if (!stored) return err(domainError(PASS_ERRORS.cardNotFound));
    const card = stored.content;
    if (token) {
      const holder = await holders.findByToken(stored.id, token);
      if (!holder) return err(domainError(PASS_ERRORS.holderNotFound));
      const pending = nextActionFor(card, holderProgress(holder));
      if (pending !== 'download')
        return err({ ...domainError(PASS_ERRORS.requirementsPending), nextAction: pending });
      return ok({ card, cardId: stored.id, holder });
    }
    const next = nextActionFor(card, { validated: false, dataCollected: false });
    if (next !== 'download')
      return err({ ...domainError(PASS_ERRORS.requirementsPending), nextAction: next });
    const now = clock.now();
    const holder = newPassHolder(ids, stored, now);
    await holders.insert(holder);
    return ok({ card, cardId: stored.id, holder });
  };
