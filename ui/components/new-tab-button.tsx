import { Button, type ButtonProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A link styled as a button that opens in a new tab (the get-pass page, the web scanner). */
export const NewTabButton = ({
  href,
  children,
  icon = <IconExternalLink size={16} />,
  variant = 'light',
}: {
  href: string;
  children: ReactNode;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
}) => (
  <Button component="a" href={href} target="_blank" rel="noreferrer" variant={variant} leftSection={icon}>
    {children}
  </Button>
);
