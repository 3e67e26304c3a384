import { asksQuestions, type Card } from './card-schema.ts';
import type { StoredCard } from './card.repository.port.ts';

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

/** The plan features that putting a card live takes (requirements §6): a published place, custom questions. */
export type GoLiveGate = 'createCampaign' | 'additionalQuestions';

/**
 * What the plan must allow for a card to go live (issue 24). A publish puts the pending edit live
 * (else the live version) and takes a published place (the route lets a card already live keep
 * its own). A published card comes back from the trash live, so its restore is a publish of its
 * live version; a draft comes back as a draft, which no plan limits.
 */
export const goLiveGates = (
  card: Pick<StoredCard, 'content' | 'draft' | 'isPublished' | 'deletedAt'>,
  by: 'publish' | 'restore',
): readonly GoLiveGate[] => {
  if (by === 'restore' && !(card.deletedAt && card.isPublished)) return [];
  const goingLive = by === 'publish' ? (card.draft ?? card.content) : card.content;
  return asksQuestions(goingLive) ? ['createCampaign', 'additionalQuestions'] : ['createCampaign'];
};
