import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingUseCases } from '#domain/billing/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { currentPath } from './billing-links.ts';

/** Opens the provider's customer portal (requirements §8 Customer portal), coming back to this page. */
export const useCustomerPortal = () => {
  const { t } = useTranslation('billing', { keyPrefix: 'billing' });
  const open = useInjection(BillingUseCases.openCustomerPortal);
  const [busy, setBusy] = useState(false);
  return {
    busy,
    open: async () => {
      setBusy(true);
      try {
        const result = await open(currentPath());
        if (!result.ok) return notify.error(t('portalFailed'));
        window.location.assign(result.value.url);
      } catch {
        notify.error(t('portalError'));
      } finally {
        setBusy(false);
      }
    },
  };
};
