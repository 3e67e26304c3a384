import {
  COMPUTED_FIELD_KEYS,
  passLanguageOf,
  passWords,
  type CardContent,
  type IconLinkKey,
  type RenderedField,
} from '../cards/index.ts';

/** Contact links a business card shows on its front, in this order. */
const FRONT_CONTACTS: readonly IconLinkKey[] = ['phone', 'email', 'website'];

/**
 * The main fields of the passes that have no counter, so that their front is never empty:
 * a business card shows the person (or the business) and how to reach them, a membership card
 * shows its member (or, before a member is known, what the membership is).
 */
export const mainFieldsFor = (
  card: Pick<CardContent, 'passType' | 'info'>,
  holderName = '',
): { readonly primary: RenderedField; readonly extra: readonly RenderedField[] } | null => {
  const { info } = card;
  if (card.passType === 'business_card') {
    const labels = passWords(passLanguageOf(info)).links;
    const contacts = FRONT_CONTACTS.flatMap((key) => {
      const link = info.socialLinks.find((l) => l.key === key && l.isActive && l.value.trim());
      return link ? [{ key: `contact_${key}`, label: link.label || labels[key], value: link.value }] : [];
    });
    return {
      primary: {
        key: COMPUTED_FIELD_KEYS.personalName,
        label: '',
        value: info.personalName || info.companyName,
      },
      extra: contacts,
    };
  }
  if (card.passType === 'standard') {
    return {
      primary: holderName.trim()
        ? { key: 'memberName', label: 'Member', value: holderName.trim() }
        : { key: 'membership', label: info.companyName, value: info.passDescription || 'Membership' },
      extra: [],
    };
  }
  return null;
};
