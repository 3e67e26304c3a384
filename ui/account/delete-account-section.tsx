import { Button, Checkbox, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthUseCases } from '#domain/auth/index.ts';
import { DashboardUseCases } from '#domain/dashboard/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { signOut } from '../auth/auth.store.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';

const GOES = ['cards', 'customers', 'team', 'scanners', 'images', 'passes'] as const;

/** The danger zone: deleting the business for good, after the password, a tick and a last confirm. */
export const DeleteAccountSection = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.delete' });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const close = useInjection(AuthUseCases.closeAccount);
  const dashboardData = useInjection(DashboardUseCases.dashboardData);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const closing = useConfirmation(async () => {
    const result = await close(password);
    if (!result.ok) {
      if (result.error.field === 'password' || result.error.code.startsWith('validation.'))
        setProblem(errorText(result.error));
      else notify.error(errorText(result.error));
      return;
    }
    // Leave /account first: with no user there the route guard would send the browser to /login.
    await navigate('/', { replace: true });
    dashboardData.clear();
    signOut();
    notify.success(t('deleted'));
  });

  return (
    <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Title order={2} fz="lg" c="red" mb="xs">
        {t('title')}
      </Title>
      <Text mb="xs">{t('warning')}</Text>
      <List size="sm" mb="md" spacing={4}>
        {GOES.map((part) => (
          <List.Item key={part}>{t(`goes.${part}`)}</List.Item>
        ))}
      </List>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!password) return setProblem(errorText({ code: 'validation.required' }));
          closing.ask(true);
        }}
      >
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            required
            value={password}
            error={problem}
            onChange={(e) => (setPassword(e.currentTarget.value), setProblem(null))}
          />
          <Checkbox
            label={t('understand')}
            checked={understood}
            onChange={(e) => setUnderstood(e.currentTarget.checked)}
          />
          <Button type="submit" color="red" disabled={!understood} w="fit-content">
            {t('submit')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        {...closing.dialog}
        title={t('confirmTitle')}
        message={t('confirmBody')}
        confirmLabel={t('submit')}
      />
    </Paper>
  );
};
