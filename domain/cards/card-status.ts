import type { Card } from './card-schema.ts';

/** Where a card stands for its owner: never published, live, or live with edits not yet published. */
export const CARD_STATUSES = ['draft', 'published', 'unpublishedChanges'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A card's status: a published card with a pending draft has unpublished changes. */
export const cardStatus = (card: Pick<Card, 'isPublished' | 'editDraftId'>): CardStatus =>
  card.isPublished ? (card.editDraftId ? 'unpublishedChanges' : 'published') : 'draft';
