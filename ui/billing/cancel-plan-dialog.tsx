import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '#domain/billing/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { DialogActions } from '../components/dialog-actions.tsx';

/** Confirms a cancellation, naming the plan: at the end of the paid period or the trial (the default), or now. */
export const CancelPlanDialog = ({
  subscription,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  subscription: SubscriptionView;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (immediately: boolean) => void;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'cancel' });
  const format = useLocaleFormat();
  const [when, setWhen] = useState<'end' | 'now'>('end');
  // Each opening starts from the safe choice: "now" picked and then kept must not stay selected.
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setWhen('end');
  }
  const end = subscription.currentPeriodEnd ?? subscription.trialEndsAt;
  // A plan chosen during the trial has not been paid for yet: it ends with the trial.
  const ending = subscription.status === 'trialing' ? 'atTrialEnd' : 'atPeriodEnd';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title', { plan: subscription.planDetails.name })}
      centered
      radius="lg"
    >
      <Stack>
        <Text>{t('body')}</Text>
        <Radio.Group
          value={when}
          onChange={(value) => setWhen(value === 'now' ? 'now' : 'end')}
          label={t('when')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="end" label={end ? t(ending, { date: format.date(end) }) : t(`${ending}NoDate`)} />
            {/* Ending now ends a trial with it, and gives back nothing of a paid period: say which. */}
            <Radio value="now" label={t(subscription.status === 'trialing' ? 'nowTrial' : 'nowPaid')} />
          </Stack>
        </Radio.Group>
        <DialogActions dismissLabel={t('keep')} onDismiss={onClose}>
          <Button color="red" loading={busy} onClick={() => onConfirm(when === 'now')}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
