import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One panel of the share page: a heading, an optional line on what it is for, its content. */
export const ShareSection = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <Paper withBorder radius="md" p="lg">
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  </Paper>
);
