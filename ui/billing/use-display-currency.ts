import { useEffect, useState } from 'react';
import { BillingUseCases, type Currency, type SubscriptionView } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { detectCurrency } from './detect-currency.ts';

/** An admin's display-currency override from the address (requirements §6): `?currency=` or `?country=`. */
export interface CurrencyOverride {
  readonly currency?: string | null;
  readonly country?: string | null;
}

/**
 * The currency prices are shown in, found the same way on every screen (requirements §4, §6, §9):
 * an admin's override is saved as preferredCurrency (`auto` clears it); then the saved choice, an
 * active paid subscription's currency, the currency the provider already bills the business in,
 * and last the visitor's region as the browser gives it,
 * waited for at most 2 s (EUR when unknown). `currency` is null until that is known, and while
 * `subscription` is undefined (not read yet: its currency may win). `choose` is the visitor's own
 * pick, kept for the next visit.
 */
export const useDisplayCurrency = (
  subscription: SubscriptionView | null | undefined,
  override: CurrencyOverride = {},
) => {
  const resolve = useInjection(BillingUseCases.resolvePricingCurrency);
  const pick = useInjection(BillingUseCases.pickDisplayCurrency);
  const [currency, setCurrency] = useState<Currency | null>(null);
  const asked = override.currency ?? null;
  const country = override.country ?? null;
  useEffect(() => {
    if (subscription === undefined) return;
    let live = true;
    void detectCurrency().then((detected) => {
      if (live) setCurrency(resolve({ detected, subscription, currency: asked, country }));
    });
    return () => {
      live = false;
    };
  }, [subscription, asked, country, resolve]);
  return {
    currency,
    choose: (next: Currency) => {
      pick(next);
      setCurrency(next);
    },
  };
};
