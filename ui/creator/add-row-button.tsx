import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The button under one of the creator's lists that adds a row; off once the list holds `limit` rows. */
export const AddRowButton = ({
  count,
  limit,
  onAdd,
  children,
  ...props
}: ButtonProps & { count: number; limit: number; onAdd: () => void; children: ReactNode }) => (
  <Button
    variant="light"
    w="fit-content"
    leftSection={<IconPlus size={16} />}
    disabled={count >= limit}
    onClick={onAdd}
    {...props}
  >
    {children}
  </Button>
);
