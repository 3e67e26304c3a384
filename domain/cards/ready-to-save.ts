import type { IconLinkKey } from './card-schema.ts';
import { hasOptions, type DataFieldType } from './data-collection.ts';
import { validateIconLink } from './icon-links.ts';

/** What keeps a card from being saved, in the order the creator asks for it. */
export type SaveBlocker = 'required' | 'links';

/** A choice question (a list or checkboxes) needs at least one option to choose. */
export const lacksOptions = (question: {
  readonly type: DataFieldType;
  readonly options: readonly string[];
}) => hasOptions(question.type) && question.options.length === 0;

/** A question the creator cannot save: no text, or a choice without options. */
export const questionIncomplete = (question: {
  readonly label: string;
  readonly type: DataFieldType;
  readonly options: readonly string[];
}) => !question.label.trim() || lacksOptions(question);

/** A place the creator cannot save: no name or no notice. */
export const placeIncomplete = (place: { readonly name: string; readonly message: string }) =>
  !place.name.trim() || !place.message.trim();

/**
 * Whether the creator's card can be saved: a name, the text of every question (and an option for
 * every choice question), the name and notice of every place, and a stamp card's reward first
 * (the fields marked required), then every active contact link well-formed. Null when it can. A
 * blank reward is refused here rather than stored as the English default "Free item", which a
 * German card would then show to its holders.
 */
export const saveBlocker = (card: {
  readonly name: string;
  readonly questions: readonly {
    readonly label: string;
    readonly type: DataFieldType;
    readonly options: readonly string[];
  }[];
  /** The places of a card that shows a notice near them; absent or empty when it does not. */
  readonly places?: readonly { readonly name: string; readonly message: string }[];
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
    card.questions.some(questionIncomplete) ||
    (card.places ?? []).some(placeIncomplete) ||
    (typeof card.reward === 'string' && !card.reward.trim())
  )
    return 'required';
  if (card.links.some((link) => link.isActive && !validateIconLink(link.key, link.value).ok)) return 'links';
  return null;
};
