import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { displayNameOf } from '#domain/auth/index.ts';
import { authStore } from '../auth/auth.store.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PassSketch } from '../components/pass-sketch.tsx';
import { usePageTitle } from '../app/use-page-title.ts';

/** /dashboard: greets the business; with no cards yet, leads to creating the first one. */
export const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('pageTitle'));
  const { user } = useSnapshot(authStore);
  const name = user ? displayNameOf(user) : '';

  return (
    <>
      <PageHeader title={t('welcome', { name })} description={t('description')} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Center>
          <Stack align="center" gap="md" maw={440} ta="center">
            <PassSketch width={150} />
            <Title order={2} fz={20}>
              {t('empty.title')}
            </Title>
            <Text c="dimmed">{t('empty.body')}</Text>
            <Button component={Link} to="/cards" size="md" leftSection={<IconPlus size={18} />}>
              {t('empty.action')}
            </Button>
          </Stack>
        </Center>
      </Paper>
    </>
  );
};
