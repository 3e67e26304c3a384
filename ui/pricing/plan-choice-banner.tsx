import { Alert, Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BillingUseCases } from '#domain/billing/index.ts';
import { canRole } from '#domain/team/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { authStore } from '../auth/auth.store.ts';
import { UsdNote } from '../billing/usd-note.tsx';
import { useChosenPlanCheckout } from './chosen-plan.tsx';

/**
 * A plan chosen on the pricing page that was not bought yet: the sign-up's last step offers it,
 * but a reload there lands on the dashboard (the account is ready), and a visitor who chose a plan
 * and then logged in never saw that step. Offered here, in the signed-in frame, to whoever may
 * manage billing, until they go to checkout or say not now.
 */
export const PlanChoiceBanner = () => {
  const { t } = useTranslation('pricing');
  const { user } = useSnapshot(authStore);
  const pending = useInjection(BillingUseCases.pendingPlanChoice);
  const forget = useInjection(BillingUseCases.forgetPlanChoice);
  const [choice, setChoice] = useState(pending);
  const { busy, usdLink, toCheckout } = useChosenPlanCheckout({
    onLeave: () => setChoice(null),
    onNone: () => setChoice(null),
  });
  if (!choice || !user || !canRole(user.teamRole, 'billing.manage')) return null;
  const notNow = () => {
    forget();
    setChoice(null);
  };
  if (usdLink)
    return (
      <UsdNote
        currency={choice.currency}
        paymentLink={usdLink}
        onContinue={() => setChoice(null)}
        onDismiss={notNow}
      />
    );
  return (
    <Alert
      color="violet"
      icon={<IconSparkles size={18} />}
      title={t('resume.title')}
      role="region"
      aria-label={t('resume.title')}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t('resume.body')}</Text>
        <Group gap="xs">
          <Button size="compact-md" loading={busy} onClick={() => void toCheckout()}>
            {t('signup.toCheckout')}
          </Button>
          <Button size="compact-md" variant="default" disabled={busy} onClick={notNow}>
            {t('resume.notNow')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
};
