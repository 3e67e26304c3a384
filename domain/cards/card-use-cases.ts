import type { ClockAndIds } from '../shared/id-generator.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { CardRepository, StoredCard } from './card.repository.port.ts';
import { foreignReference, type CardReferenceDeps } from './card-references.ts';
import { CardInputSchema, type Card, type CardContent } from './card-schema.ts';
import { demoCardContent } from './demo-cards.ts';
import type { PassType } from './pass-types.ts';

export const CARD_ERRORS = Object.freeze({ notFound: 'cards.not_found' });

export interface CardDeps extends ClockAndIds {
  readonly cards: CardRepository;
}

/** A stored card as the API shows it; `version: 'draft'` shows pending edits when there are any. */
export const toCard = (stored: StoredCard, version: 'live' | 'draft' = 'live'): Card => ({
  ...(version === 'draft' && stored.draft ? stored.draft : stored.content),
  _id: stored.id,
  isPublished: stored.isPublished,
  editDraftId: stored.editDraftId,
  createdAt: stored.createdAt.toISOString(),
  updatedAt: stored.updatedAt.toISOString(),
  publishedAt: stored.publishedAt?.toISOString() ?? null,
});

const notFound = () => err(domainError(CARD_ERRORS.notFound));
const parse = (input: unknown): Result<CardContent> => {
  const parsed = CardInputSchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err(firstIssue(parsed.error));
};

/** The business's cards (live ones, or those in the trash). */
export const listCards =
  ({ cards }: Pick<CardDeps, 'cards'>) =>
  async (businessId: string, options: { trashed?: boolean } = {}): Promise<Result<Card[]>> =>
    ok((await cards.list(businessId, { trashed: options.trashed ?? false })).map((c) => toCard(c)));

/** One card of the business; trashed cards are found only when asked for. */
export const getCard =
  ({ cards }: Pick<CardDeps, 'cards'>) =>
  async (businessId: string, id: string, version: 'live' | 'draft' = 'live'): Promise<Result<Card>> => {
    const stored = await cards.find(businessId, id);
    return stored && !stored.deletedAt ? ok(toCard(stored, version)) : notFound();
  };

/** What saving a card needs: the cards, and the lookups that keep its references the business's own. */
export interface CardSaveDeps extends CardDeps, CardReferenceDeps {}

/** The parsed content when every reference in it is the business's (see `foreignReference`). */
const parseOwned = async (
  deps: CardSaveDeps,
  businessId: string,
  input: unknown,
): Promise<Result<CardContent>> => {
  const content = parse(input);
  if (!content.ok) return content;
  const foreign = await foreignReference(deps, businessId, content.value);
  return foreign ? err(foreign) : content;
};

/** Creates a card as a draft (not published). */
export const createCard =
  (deps: CardSaveDeps) =>
  async (businessId: string, input: unknown): Promise<Result<Card>> => {
    const { cards, ids, clock } = deps;
    const content = await parseOwned(deps, businessId, input);
    if (!content.ok) return content;
    return ok(
      toCard(
        await cards.insert({
          id: ids.id(),
          businessId,
          content: content.value,
          isPublished: false,
          at: clock.now(),
        }),
      ),
    );
  };

/** Saves edits: in place for an unpublished card; aside (editDraftId) for a published one, which keeps serving its live version. */
export const updateCard =
  (deps: CardSaveDeps) =>
  async (businessId: string, id: string, input: unknown): Promise<Result<Card>> => {
    const { cards, ids, clock } = deps;
    const content = await parseOwned(deps, businessId, input);
    if (!content.ok) return content;
    const saveAside = async (card: StoredCard | null) =>
      card?.isPublished && !card.deletedAt
        ? cards.saveDraft(businessId, id, card.editDraftId ?? ids.id(), content.value, clock.now())
        : null;
    const current = await cards.find(businessId, id);
    if (!current || current.deletedAt) return notFound();
    const saved = current.isPublished
      ? await saveAside(current)
      : // A publish that lands between the read and the write makes the edit a draft, never a live change.
        ((await cards.saveContent(businessId, id, content.value, clock.now())) ??
        (await saveAside(await cards.find(businessId, id))));
    return saved ? ok(toCard(saved, 'draft')) : notFound();
  };

/**
 * Drops the pending edits of a published card: it goes back to what its holders have. A card with
 * nothing pending answers as it is, so a repeated discard is harmless.
 */
export const discardCardDraft =
  ({ cards, clock }: Pick<CardDeps, 'cards' | 'clock'>) =>
  async (businessId: string, id: string): Promise<Result<Card>> => {
    const current = await cards.find(businessId, id);
    if (!current || current.deletedAt) return notFound();
    if (!current.editDraftId && !current.draft) return ok(toCard(current));
    const discarded = await cards.discardDraft(businessId, id, clock.now());
    return discarded ? ok(toCard(discarded)) : notFound();
  };

/**
 * The job a published card's change leaves behind: issued passes must follow the new design
 * (the wallet slice pushes Apple devices and updates the Google class).
 */
export const CARD_PUBLISHED_JOB = 'cards.published';

/** Publishes a card (with its pending edits) and queues the update of its issued passes. */
export const publishCard =
  ({ cards, clock, jobs }: Pick<CardDeps, 'cards' | 'clock'> & { jobs: JobQueue }) =>
  async (businessId: string, id: string): Promise<Result<Card>> => {
    const published = await cards.publish(businessId, id, clock.now());
    if (!published) return notFound();
    await jobs.enqueue([{ type: CARD_PUBLISHED_JOB, payload: { cardId: published.id } }]);
    return ok(toCard(published));
  };

/** Moves a card to the trash, restores it, or deletes it for good (only from the trash). */
export const trashCard =
  ({ cards, clock }: Pick<CardDeps, 'cards' | 'clock'>) =>
  async (businessId: string, id: string, permanent = false): Promise<Result<void>> => {
    if (permanent) return (await cards.purge(businessId, id)) ? ok(undefined) : notFound();
    return (await cards.trash(businessId, id, clock.now())) ? ok(undefined) : notFound();
  };

export const restoreCard =
  ({ cards, clock }: Pick<CardDeps, 'cards' | 'clock'>) =>
  async (businessId: string, id: string): Promise<Result<Card>> => {
    if (!(await cards.restore(businessId, id, clock.now()))) return notFound();
    const stored = await cards.find(businessId, id);
    return stored ? ok(toCard(stored)) : notFound();
  };

/** Creates and publishes a ready-made card of a kind (the demo publish of requirements §7). */
export const createDemoCard =
  ({ cards, ids, clock }: CardDeps) =>
  async (businessId: string, passType: PassType, businessName: string): Promise<Result<Card>> => {
    const content = CardInputSchema.parse(demoCardContent(passType, businessName));
    const at = clock.now();
    const stored = await cards.insert({ id: ids.id(), businessId, content, isPublished: true, at });
    return ok(toCard(stored));
  };
