import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One bordered section of the account page, under its own heading. */
export const AccountSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p="lg">
    <Title order={2} fz="lg" mb="md">
      {title}
    </Title>
    {children}
  </Paper>
);

/**
 * Who or what an entry of an account list is: its name, a badge where it is the reader's own (this
 * device, you), and a dimmed line under it.
 */
export const EntryName = ({
  name,
  own,
  detail,
}: {
  name: string;
  own: string | null;
  /** The line under the name; left out when it would only repeat the name (a pending invitation's email). */
  detail: ReactNode;
}) => (
  <Stack gap={0} style={{ minWidth: 0 }}>
    <Group gap="xs" wrap="nowrap">
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {own && (
        <Badge variant="light" size="sm">
          {own}
        </Badge>
      )}
    </Group>
    {detail !== name && (
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {detail}
      </Text>
    )}
  </Stack>
);
