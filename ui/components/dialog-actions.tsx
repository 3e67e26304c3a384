import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog's closing row, on the right: the way out (cancel, later, add another) in the default
 * style, then the main action — passed whole, since it may submit, link, load or be disabled.
 */
export const DialogActions = ({
  dismissLabel,
  onDismiss,
  children,
  ...group
}: GroupProps & { dismissLabel: string; onDismiss: () => void; children: ReactNode }) => (
  <Group justify="flex-end" {...group}>
    <Button variant="default" onClick={onDismiss}>
      {dismissLabel}
    </Button>
    {children}
  </Group>
);
