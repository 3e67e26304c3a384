import { Paper, Title } from '@mantine/core';
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
