import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog's closing row, on the right: the way out (cancel, later, add another) in the default
 * style, then the main action — passed whole, since it may submit, link, load or be disabled.
 * `focusDismiss` gives the way out the dialog's first focus, where Enter must not do harm.
 */
export const DialogActions = ({
  dismissLabel,
  onDismiss,
  focusDismiss = false,
  children,
  ...group
}: GroupProps & {
  dismissLabel: string;
  onDismiss: () => void;
  focusDismiss?: boolean;
  children: ReactNode;
}) => (
  <Group justify="flex-end" {...group}>
    <Button variant="default" onClick={onDismiss} data-autofocus={focusDismiss || undefined}>
      {dismissLabel}
    </Button>
    {children}
  </Group>
);
