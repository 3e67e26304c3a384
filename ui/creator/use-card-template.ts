import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  displayKindOf,
  LOYALTY_CARD_TYPES,
  PASS_TYPES,
  passLanguageOf,
  type PassType,
} from '#domain/cards/index.ts';
import { authStore } from '../auth/auth.store.ts';
import type { CreatorTemplate } from './creator.store.ts';

/**
 * What a new card starts from: the signed-in business's name and example texts in the owner's
 * language; a loyalty card is described by its kind (a stamp card says "Stamp card").
 */
export const useCardTemplate = (): ((loyaltyCardType: string | null) => CreatorTemplate) => {
  const { t, i18n } = useTranslation('cards');
  const { user } = useSnapshot(authStore);
  return (loyaltyCardType) => {
    const subtype = LOYALTY_CARD_TYPES.find((known) => known === loyaltyCardType) ?? null;
    const names = Object.fromEntries(
      PASS_TYPES.map((kind) => [kind, t(`kinds.${displayKindOf(kind, subtype)}`)]),
    ) as Record<PassType, string>;
    return {
      businessName: user?.businessName ?? '',
      texts: {
        language: passLanguageOf({ language: i18n.resolvedLanguage }),
        names,
        stamps: t('template.stamps'),
        points: t('template.points'),
        offer: t('template.offer'),
        offerValue: t('template.offerValue'),
        event: t('template.event'),
        eventValue: t('template.eventValue'),
        terms: t('template.terms'),
        termsValue: t('template.termsValue'),
        reward: t('template.reward'),
        redemption: t('template.redemption'),
      },
    };
  };
};
