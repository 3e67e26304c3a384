import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A collapsed sidebar entry's name beside it, on hover and focus. A module of its own so that the
 * layout loads it (and the floating-ui positioning behind it) after the page has shown (issue 23).
 */
export const NavTooltip = ({ label, children }: { label: string; children: ReactNode }) => (
  <Tooltip label={label} position="right" withArrow>
    <div>{children}</div>
  </Tooltip>
);
