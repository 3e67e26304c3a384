import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { upgradeGateActions } from '#domain/billing/index.ts';
import { DialogActions } from '../components/dialog-actions.tsx';

export type GateReason = 'free' | 'limitExceeded';

/**
 * requirements §4 upgrade gate: the plan refused an action. "Select a plan" opens the plans tab
 * (coming back here afterwards); Cancel on the free plan goes to /account, on a paid plan it
 * only closes the dialog.
 */
export const UpgradeGateDialog = ({
  reason,
  detail,
  onClose,
}: {
  reason: GateReason | null;
  /** Which limit was reached ("Your plan allows 2 scanners…"), said before the general text. */
  detail?: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'gate' });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const shown = reason ?? 'free';
  const actions = upgradeGateActions(shown, `${pathname}${search}`);
  const go = (target: string) => {
    onClose();
    void navigate(target);
  };
  return (
    <Modal opened={reason !== null} onClose={onClose} title={t(`title.${shown}`)} centered radius="lg">
      <Stack>
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
          <IconRocket size={24} />
        </ThemeIcon>
        {detail && <Text fw={600}>{detail}</Text>}
        {/* With the limit named, "your plan does not include this" would contradict it. */}
        <Text>{t(detail ? 'body.limitReached' : `body.${shown}`)}</Text>
        <DialogActions
          dismissLabel={t('cancel')}
          onDismiss={() => (actions.cancel ? go(actions.cancel) : onClose())}
          mt="sm"
        >
          <Button onClick={() => go(actions.selectPlan)} data-autofocus>
            {t('selectPlan')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
