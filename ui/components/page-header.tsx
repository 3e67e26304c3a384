import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title, its one-line description and its primary action on the right (requirements §10.2). */
export const PageHeader = ({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" mb="md">
    {/* A long unbroken name (a card called by a URL, say) wraps instead of pushing the page wide. */}
    <Stack gap={4} miw={0} maw="100%">
      <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
    {action}
  </Group>
);
