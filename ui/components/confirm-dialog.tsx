import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions.tsx';
import { useReturnFocus } from './use-return-focus.ts';

/**
 * requirements §9 modal: Cancel / Confirm; destructive confirmations name the thing (requirements §10.3).
 * `destructive` (the default) paints the confirm button red; a confirmation of an unusual but
 * harmless step (a large correction) says `destructive={false}`.
 */
export const ConfirmDialog = ({
  opened,
  title,
  message,
  confirmLabel,
  destructive = true,
  loading = false,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  destructive?: boolean;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation('common');
  useReturnFocus(opened);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg">
      <Text>{message}</Text>
      {/* The focus starts on Cancel: a confirmation here removes, ends or does something unusual,
          and one Enter straight after opening must not do it (WAI-ARIA's alert dialog pattern). */}
      <DialogActions dismissLabel={t('cancel')} onDismiss={onCancel} focusDismiss mt="lg">
        <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel ?? t('confirm')}
        </Button>
      </DialogActions>
    </Modal>
  );
};
