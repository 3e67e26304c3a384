/** The designer's address for a saved card (requirements §2.1). */
export const creatorPathOf = (cardId: string): string => `/creator?id=${encodeURIComponent(cardId)}`;

/**
 * A card's sharing screen (requirements §2.2). `justPublished` marks the arrival right after
 * publishing, when the screen greets with tips.
 */
export const sharePathOf = (cardId: string, { justPublished = false } = {}): string =>
  `/card/${encodeURIComponent(cardId)}?tab=share${justPublished ? '&published=1' : ''}`;

/**
 * The cards list opened on the choice of a new card's type: every way the dashboard leads a new
 * business to its first card goes there, not to the list with its own "Create card" to press again.
 */
export const NEW_CARD_PATH = '/cards?new=1';

/** Whether a cards-list query asks for the choice of a new card's type (`NEW_CARD_PATH`). */
export const isNewCardRequest = (params: { get(name: string): string | null }): boolean =>
  params.get('new') === '1';

/** Whether a sharing-screen query is the arrival right after publishing. */
export const isJustPublished = (params: { get(name: string): string | null }): boolean =>
  params.get('published') === '1';

/**
 * The page a card opens from the cards list: a draft opens in the designer, where it gets
 * finished, for someone who may edit it; anything else opens on its sharing screen. A card in
 * the trash opens nowhere (null) until it is restored.
 */
export const cardOpenPath = (
  card: { readonly _id: string; readonly isPublished: boolean },
  { canEdit, trashed = false }: { readonly canEdit: boolean; readonly trashed?: boolean },
): string | null => {
  if (trashed) return null;
  return !card.isPublished && canEdit ? creatorPathOf(card._id) : sharePathOf(card._id);
};
