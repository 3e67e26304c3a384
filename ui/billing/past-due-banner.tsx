import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { subscriptionStore } from './subscription.store.ts';
import { useCustomerPortal } from './use-customer-portal.ts';

/** requirements §4: a subscription whose payment failed (past_due) — on every page, with the way to fix it. */
export const PastDueBanner = () => {
  const { t } = useTranslation('billing', { keyPrefix: 'pastDue' });
  const { subscription } = useSnapshot(subscriptionStore);
  const portal = useCustomerPortal();
  if (subscription?.status !== 'past_due') return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('title')} role="alert">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t('body', { plan: subscription.planDetails.name })}</Text>
        <Button color="red" size="compact-md" loading={portal.busy} onClick={() => void portal.open()}>
          {t('fix')}
        </Button>
      </Group>
    </Alert>
  );
};
