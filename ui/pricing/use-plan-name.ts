import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanType } from '#domain/billing/index.ts';

/**
 * A plan's name on screen. Starter, Growth, Business and Enterprise are names and stay as the
 * catalogue spells them in every language; Free is a word, so it is said in the reader's language.
 */
export const usePlanName = () => {
  const { t } = useTranslation('pricing');
  return useCallback(
    (plan: { readonly type: PlanType; readonly name: string }) =>
      plan.type === 'free' ? t('plans.freeName') : plan.name,
    [t],
  );
};
