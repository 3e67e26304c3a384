import { Box, Loader, VisuallyHidden } from '@mantine/core';

/**
 * A spinner with words for assistive tools: a status region holding hidden text. A label on the
 * spinner's own element is read by nobody (axe: aria-prohibited-attr on a plain span).
 */
export const BusyIndicator = ({ label }: { label: string }) => (
  <Box role="status">
    <Loader aria-hidden />
    <VisuallyHidden>{label}</VisuallyHidden>
  </Box>
);
