import type { CardStatus } from '#domain/cards/index.ts';

/** A card's status badge colour: mint when all is live, yellow while something is not. */
export const STATUS_COLORS: Record<CardStatus, string> = {
  draft: 'yellow',
  published: 'mint',
  unpublishedChanges: 'yellow',
};
