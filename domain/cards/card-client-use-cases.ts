import { planRefusalOf } from '../shared/plan-refusal.ts';
import { domainError, err, failedAs, ok, type DomainError, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { CardGateway, UploadFile } from './card-gateway.port.ts';
import { CardInputSchema, type Card, type CardInput } from './card-schema.ts';
import { CARD_ERRORS } from './card-use-cases.ts';

/** requirements §8 texts for card failures (codes; the texts are in locales/<lang>/errors.json). */
export const CARD_CLIENT_ERRORS = Object.freeze({
  loadFailed: 'cards.load_failed',
  addFailed: 'cards.add_failed',
  updateFailed: 'cards.update_failed',
  publishFailed: 'cards.publish_failed',
  deleteFailed: 'cards.delete_failed',
  restoreFailed: 'cards.restore_failed',
  idMissing: 'cards.id_missing',
  imageUploadFailed: 'uploads.upload_failed',
});

/**
 * The screen's own failure code (through `failedAs`, so a refused input keeps its own code), except
 * for a plan's refusal, which stays so the screen offers the upgrade (issue 24).
 */
const withCode = <T>(result: Result<T>, code: string): Result<T> =>
  result.ok || planRefusalOf(result.error) ? result : err(failedAs(code, result.error));

/** Loads the card list (requirements §8: "Failed to load cards"). */
export const loadCards =
  ({ gateway }: { gateway: CardGateway }) =>
  async (options: { trashed?: boolean } = {}): Promise<Result<Card[]>> =>
    withCode(
      options.trashed ? await gateway.listTrash() : await gateway.list(),
      CARD_CLIENT_ERRORS.loadFailed,
    );

/** Loads a card for editing: its pending edits when it has any. */
export const loadCardForEditing =
  ({ gateway }: { gateway: CardGateway }) =>
  async (id: string): Promise<Result<Card>> => {
    const result = await gateway.get(id, 'draft');
    // A card that is not there is not a failed load: screens say so instead of offering a retry.
    if (!result.ok && result.error.code === CARD_ERRORS.notFound) return result;
    return withCode(result, CARD_CLIENT_ERRORS.loadFailed);
  };

/** Validates and saves: creates when there is no id yet, updates otherwise (requirements §8 Add / Update card). */
export const saveCard =
  ({ gateway }: { gateway: CardGateway }) =>
  async (id: string | null, input: CardInput): Promise<Result<Card>> => {
    const parsed = CardInputSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    return id
      ? withCode(await gateway.update(id, parsed.data), CARD_CLIENT_ERRORS.updateFailed)
      : withCode(await gateway.create(parsed.data), CARD_CLIENT_ERRORS.addFailed);
  };

/** A failed publish; `savedCard` when the save before it worked (a new card then has its id). */
export type PublishFailure = DomainError & { readonly savedCard?: Card };

/**
 * Saves, then publishes (requirements §8: "Failed to publish pass"). When the save worked but the
 * publish failed, the failure carries the saved card, so the caller keeps its id and a second
 * Publish updates that card instead of creating another.
 */
export const publishCardNow =
  ({ gateway }: { gateway: CardGateway }) =>
  async (id: string | null, input: CardInput): Promise<Result<Card, PublishFailure>> => {
    const saved = await saveCard({ gateway })(id, input);
    if (!saved.ok) return saved;
    const published = withCode(await gateway.publish(saved.value._id), CARD_CLIENT_ERRORS.publishFailed);
    return published.ok ? published : err({ ...published.error, savedCard: saved.value });
  };

/**
 * Drops the unpublished edits of a published card and answers its live version, for the designer
 * to show again (requirements §8: "Updating business card failed" when it cannot).
 */
export const discardCardChanges =
  ({ gateway }: { gateway: CardGateway }) =>
  async (id: string): Promise<Result<Card>> =>
    withCode(await gateway.discardDraft(id), CARD_CLIENT_ERRORS.updateFailed);

/** Moves to the trash or deletes for good (requirements §8: "Card id not defined", "Failed to Delete card"). */
export const deleteCard =
  ({ gateway }: { gateway: CardGateway }) =>
  async (id: string | null | undefined, permanent = false): Promise<Result<void>> => {
    if (!id) return err(domainError(CARD_CLIENT_ERRORS.idMissing));
    return withCode(await gateway.remove(id, permanent), CARD_CLIENT_ERRORS.deleteFailed);
  };

/** Brings a card back from the trash; a plan that no longer has room for it says so (issue 24). */
export const restoreCardFromTrash =
  ({ gateway }: { gateway: CardGateway }) =>
  async (id: string): Promise<Result<Card>> =>
    withCode(await gateway.restore(id), CARD_CLIENT_ERRORS.restoreFailed);

/** Uploads an image for the designer (requirements §8: "Image upload failed"). */
export const uploadCardImage =
  ({ gateway }: { gateway: CardGateway }) =>
  async (file: UploadFile, name: string): Promise<Result<{ id: string; url: string }>> => {
    const result = await gateway.uploadImage(file, name);
    return result.ok ? ok(result.value) : err(failedAs(CARD_CLIENT_ERRORS.imageUploadFailed, result.error));
  };
