import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthUseCases, type User } from '#domain/auth/index.ts';
import { ok } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { setSignedInUser } from '../auth/auth.store.ts';

/** `/account/verify-email/:a/:b`: the link mailed to a new address confirms the change. */
export const VerifyEmailPage = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.verify' });
  usePageTitle(t('pageTitle'));
  const { a = '', b = '' } = useParams();
  const finish = useInjection(AuthUseCases.finishEmailChange);
  const confirm = useCallback(async () => {
    const changed = await finish({ a, b });
    if (changed.ok) setSignedInUser(changed.value);
    return ok(changed.ok ? changed.value : null);
  }, [finish, a, b]);
  const { value, loading } = useLoaded<User | null>(confirm);
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={440} w="100%">
        {loading ? (
          <Stack align="center" aria-busy="true">
            <Loader />
            <Text>{t('checking')}</Text>
          </Stack>
        ) : (
          <Stack align="center" ta="center" gap="sm">
            {value ? (
              <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
            ) : (
              <IconCircleX size={48} color="var(--mantine-color-red-7)" aria-hidden />
            )}
            <Title order={1} fz="xl">
              {value ? t('successTitle') : t('failedTitle')}
            </Title>
            <Text c="dimmed">{value ? t('successBody', { email: value.email }) : t('failedBody')}</Text>
            <Button component={Link} to="/account" mt="sm">
              {t('back')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Center>
  );
};
