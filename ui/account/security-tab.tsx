import { Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, ChangePasswordSchema, PASSWORD_MIN_LENGTH } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { SessionsList } from './sessions-list.tsx';
import { useSectionForm } from './use-section-form.ts';
import { SubmitRow } from './submit-row.tsx';

/** The security tab: the password, and the devices signed in. */
export const SecurityTab = () => (
  <Stack gap="lg">
    <PasswordForm />
    <SessionsList />
  </Stack>
);

const PasswordForm = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.password' });
  const { t: tf } = useTranslation('account', { keyPrefix: 'fields' });
  const change = useInjection(AuthUseCases.changeOwnPassword);
  const { form, submit, submitting } = useSectionForm({
    schema: ChangePasswordSchema,
    initialValues: { currentPassword: '', newPassword: '' },
    send: change,
    onDone: ({ endedSessions }, f) => {
      f.reset();
      notify.success(t('changed', { count: endedSessions }));
    },
  });
  const toggle = { 'aria-label': tf('togglePassword') };
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        {t('title')}
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="md" maw={420}>
          <PasswordInput
            label={t('current')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('new')}
            description={tf('passwordHelp', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('newPassword')}
          />
          <SubmitRow label={t('submit')} loading={submitting} />
        </Stack>
      </form>
    </Paper>
  );
};
