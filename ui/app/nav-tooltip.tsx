import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A collapsed sidebar entry's name beside it, on hover and focus. A module of its own so that the
 * layout loads it (and the floating-ui positioning behind it) after the page has shown (issue 23).
 */
export const NavTooltip = ({ label, children }: { label: string; children: ReactNode }) => (
  // Not on touch: a tap on a phone-width collapsed bar would leave the name floating over the page.
  <Tooltip label={label} position="right" withArrow events={{ hover: true, focus: true, touch: false }}>
    <div>{children}</div>
  </Tooltip>
);
