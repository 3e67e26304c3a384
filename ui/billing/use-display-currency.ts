import { useSnapshot } from 'valtio';
import {
  currencyForCountry,
  PREFERRED_CURRENCY_KEY,
  resolveDisplayCurrency,
  type Currency,
} from '#domain/billing/index.ts';
import { KeyValueStorageToken } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { subscriptionStore } from './subscription.store.ts';

/**
 * The currency prices are shown in (requirements §4): an admin's override, then an active paid
 * subscription's, then the one of the browser's region (the signed-in pages do not ask a
 * location service: the business's own subscription usually decides).
 */
export const useDisplayCurrency = (): Currency => {
  const storage = useInjection(KeyValueStorageToken);
  const { subscription } = useSnapshot(subscriptionStore);
  const region = typeof navigator === 'undefined' ? '' : (navigator.language.split('-')[1] ?? '');
  return resolveDisplayCurrency({
    detected: currencyForCountry(region),
    subscription,
    adminOverride: storage.get(PREFERRED_CURRENCY_KEY),
  });
};
