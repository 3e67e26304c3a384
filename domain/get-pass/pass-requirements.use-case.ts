import { formMessageOf, type CardRepository } from '../cards/index.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { SiteLanguage } from '../shared/site-language.ts';
import { holderProgress, nextActionFor, type PassHolderRepository } from '../wallet/index.ts';
import { GET_PASS_ERRORS } from './get-pass-errors.ts';
import type { DataRequirements, PassRequirements } from './get-pass-messages.ts';

const requiresData = (card: { dataCollection: { enabled: boolean; fields: readonly unknown[] } }) =>
  card.dataCollection.enabled && card.dataCollection.fields.length > 0;

/** What a customer (by holder token, or a new one) must still do before the download (requirements §4). */
export const passRequirements =
  ({ cards, holders }: { cards: CardRepository; holders: PassHolderRepository }) =>
  async (cardId: string, token?: string | null): Promise<Result<PassRequirements>> => {
    const stored = await cards.findPublished(cardId);
    if (!stored) return err(domainError(GET_PASS_ERRORS.cardNotFound));
    const card = stored.content;
    let progress = { validated: false, dataCollected: false };
    if (token) {
      const holder = await holders.findByToken(stored.id, token);
      if (!holder) return err(domainError(GET_PASS_ERRORS.holderNotFound));
      progress = holderProgress(holder);
    }
    return ok({
      requiresValidation: card.validation.enabled,
      requiresDataCollection: requiresData(card),
      nextAction: nextActionFor(card, progress),
      dataCollectionFields: requiresData(card) ? card.dataCollection.fields : [],
    });
  };

/**
 * The card's data-collection form and validation prompt (public); a kept default message is in
 * `readerLanguage`, the language the visitor's browser asks for.
 */
export const dataRequirements =
  ({ cards }: { cards: CardRepository }) =>
  async (cardId: string, readerLanguage?: SiteLanguage): Promise<Result<DataRequirements>> => {
    const stored = await cards.findPublished(cardId);
    if (!stored) return err(domainError(GET_PASS_ERRORS.cardNotFound));
    const card = stored.content;
    return ok({
      needsDataCollection: requiresData(card),
      fields: requiresData(card) ? card.dataCollection.fields : [],
      needsValidation: card.validation.enabled,
      validationMessage: card.validation.message,
      message: formMessageOf(card, readerLanguage),
    });
  };

/**
 * requirements §4: when the requirements call fails, the client derives the reply from the
 * data-requirements call (a customer who has done nothing yet).
 */
export const requirementsFromData = (data: DataRequirements): PassRequirements => ({
  requiresValidation: data.needsValidation,
  requiresDataCollection: data.needsDataCollection,
  nextAction: data.needsValidation ? 'validate_code' : data.needsDataCollection ? 'collect_data' : 'download',
  dataCollectionFields: data.fields,
});
