import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A small red trash button; `label` names what it removes for screen readers. */
export const RemoveButton = ({
  label,
  onRemove,
  ...props
}: ActionIconProps & { label: string; onRemove: () => void }) => (
  <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onRemove} {...props}>
    <IconTrash size={16} />
  </ActionIcon>
);
