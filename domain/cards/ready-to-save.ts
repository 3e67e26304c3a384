import type { IconLinkKey } from './card-schema.ts';
import { validateIconLink } from './icon-links.ts';

/** What keeps a card from being saved, in the order the creator asks for it. */
export type SaveBlocker = 'required' | 'links';

/**
 * Whether the creator's card can be saved: a name, the text of every question and a stamp card's
 * reward first (the fields marked required), then every active contact link well-formed. Null
 * when it can. A blank reward is refused here rather than stored as the English default "Free
 * item", which a German card would then show to its holders.
 */
export const saveBlocker = (card: {
  readonly name: string;
  readonly questions: readonly { readonly label: string }[];
  /** A stamp card's reward as typed; null or absent for a card without one. */
  readonly reward?: string | null;
  readonly links: readonly {
    readonly key: IconLinkKey;
    readonly value: string;
    readonly isActive: boolean;
  }[];
}): SaveBlocker | null => {
  if (
    !card.name.trim() ||
    card.questions.some((question) => !question.label.trim()) ||
    (typeof card.reward === 'string' && !card.reward.trim())
  )
    return 'required';
  if (card.links.some((link) => link.isActive && !validateIconLink(link.key, link.value).ok)) return 'links';
  return null;
};
