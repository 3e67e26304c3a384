import { Alert, Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list that could not load: what went wrong and a way to try again. */
export const LoadFailure = ({ title, onRetry }: { title: string; onRetry: () => void }) => {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" title={title} role="alert">
      <Button variant="light" mt="sm" onClick={onRetry}>
        {t('errorPanel.tryAgain')}
      </Button>
    </Alert>
  );
};

/**
 * A list still loading: `rows` grey rows of `height` pixels where its entries will stand, in place of
 * a spinner (requirements §10.3), named "Loading…" for screen readers.
 */
export const LoadingRows = ({ height, rows = 3 }: { height: number; rows?: number }) => {
  const { t } = useTranslation('common');
  return (
    <Stack role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
};

/** A list with nothing in it yet: a picture, what belongs here, and the way to add the first. */
export const EmptyState = ({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) => (
  <Paper withBorder radius="md" p="xl">
    <Center>
      <Stack align="center" gap="sm" maw={440} ta="center">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {action}
      </Stack>
    </Center>
  </Paper>
);
