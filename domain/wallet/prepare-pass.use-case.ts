import type { RateLimiter } from '../auth/index.ts';
import type { CardContent, CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { ClockAndIds } from '../shared/id-generator.port.ts';
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
  tokenRequired: 'passes.token_required',
  tooManyPasses: 'passes.too_many_passes',
});

/**
 * New passes one client may take within the window. People behind one address (a café's
 * Wi-Fi, a mobile carrier) share it, so it is generous; a bot or a retry loop is not.
 */
export const HOLDER_ISSUE_LIMIT = Object.freeze({ limit: 60, windowMs: 600_000 });

/**
 * Wrong holder tokens (a download's `?token=`, the data form's token, an Apple device's
 * `ApplePass` token) one client may present in 10 minutes; then each of its token requests is
 * refused until the window passes. Tokens have 256 bits: the limit stops a scan, not a lucky guess.
 */
export const HOLDER_TOKEN_GUESSES = Object.freeze({ limit: 30, windowMs: 10 * 60 * 1000 });

export interface PreparePassDeps {
  readonly cards: CardRepository;
  readonly holders: PassHolderRepository;
}

export type PreparePassError = DomainError & {
  readonly nextAction?: NextAction;
  readonly retryAfterSeconds?: number;
};

/**
 * Resolves what to put in a pass download (requirements §7 pass URLs): the live card and the holder its
 * token names. A download never issues a pass: without a token the customer is sent to the
 * card's get-pass page (a link preview, a bot or a retry must not create customers).
 */
export const preparePass =
  ({ cards, holders }: PreparePassDeps) =>
  async (
    cardId: string,
    token?: string | null,
  ): Promise<Result<{ card: CardContent; cardId: string; holder: PassHolder }, PreparePassError>> => {
    if (!token) return err(domainError(PASS_ERRORS.tokenRequired));
    const stored = await cards.findPublished(cardId);
    if (!stored) return err(domainError(PASS_ERRORS.cardNotFound));
    const card = stored.content;
    const holder = await holders.findByToken(stored.id, token);
    if (!holder) return err(domainError(PASS_ERRORS.holderNotFound));
    const pending = nextActionFor(card, holderProgress(holder));
    if (pending !== 'download')
      return err({ ...domainError(PASS_ERRORS.requirementsPending), nextAction: pending });
    return ok({ card, cardId: stored.id, holder });
  };

export interface IssueHolderDeps extends PreparePassDeps, ClockAndIds {
  readonly limiter: RateLimiter;
}

/**
 * A customer asks for the pass of an open card (no code, no questions): a new holder, whose
 * token names it in every download. Cards with requirements answer their next action instead
 * (the code or the form issue the holder there), and one client may take only so many.
 */
export const issueHolder =
  ({ cards, holders, ids, clock, limiter }: IssueHolderDeps) =>
  async (cardId: string, clientKey: string): Promise<Result<{ token: string }, PreparePassError>> => {
    const stored = await cards.findPublished(cardId);
    if (!stored) return err(domainError(PASS_ERRORS.cardNotFound));
    const next = nextActionFor(stored.content, { validated: false, dataCollected: false });
    if (next !== 'download')
      return err({ ...domainError(PASS_ERRORS.requirementsPending), nextAction: next });
    const now = clock.now();
    const verdict = await limiter.hit(`holders:${clientKey}`, HOLDER_ISSUE_LIMIT, now);
    if (!verdict.allowed)
      return err({
        ...domainError(PASS_ERRORS.tooManyPasses),
        retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
      });
    const holder = newPassHolder(ids, stored, now);
    await holders.insert(holder);
    return ok({ token: holder.authenticationToken });
  };

/**
 * A pass file or save link was handed out to its holder: the first time is kept, so the
 * card-testing wizard can tell that the test customer really downloaded the pass.
 */
export const recordPassDownload =
  ({ holders, clock }: { holders: PassHolderRepository; clock: Clock }) =>
  async (holder: Pick<PassHolder, 'id' | 'downloadedAt'>): Promise<void> => {
    if (!holder.downloadedAt) await holders.markDownloaded(holder.id, clock.now());
  };
