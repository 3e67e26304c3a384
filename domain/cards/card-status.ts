import type { Card } from './card-schema.ts';

/** Where a card stands for its owner: never published, live, or live with edits not yet published. */
export const CARD_STATUSES = ['draft', 'published', 'unpublishedChanges'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A card's status: a published card with a pending draft has unpublished changes. */
export const cardStatus = (card: Pick<Card, 'isPublished' | 'editDraftId'>): CardStatus =>
  card.isPublished ? (card.editDraftId ? 'unpublishedChanges' : 'published') : 'draft';

/**
 * Whether the designer offers "Discard changes": a published card with edits, saved aside or not
 * saved yet (`unsaved`). A card never published has no other version to go back to.
 */
export const canDiscardChanges = (card: Pick<Card, 'isPublished' | 'editDraftId'>, unsaved: boolean) =>
  cardStatus(card) === 'unpublishedChanges' || (card.isPublished && unsaved);
