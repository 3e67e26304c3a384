import type { IconLinkKey } from './card-schema.ts';
import { validateIconLink } from './icon-links.ts';

/** What keeps a card from being saved, in the order the creator asks for it. */
export type SaveBlocker = 'required' | 'links';

/**
 * Whether the creator's card can be saved: a name and the text of every question first (the
 * fields marked required), then every active contact link well-formed. Null when it can.
 */
export const saveBlocker = (card: {
  readonly name: string;
  readonly questions: readonly { readonly label: string }[];
  readonly links: readonly {
    readonly key: IconLinkKey;
    readonly value: string;
    readonly isActive: boolean;
  }[];
}): SaveBlocker | null => {
  if (!card.name.trim() || card.questions.some((question) => !question.label.trim())) return 'required';
  if (card.links.some((link) => link.isActive && !validateIconLink(link.key, link.value).ok)) return 'links';
  return null;
};
