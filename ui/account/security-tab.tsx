import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, ChangePasswordSchema } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { NewPasswordField, PasswordField } from '../auth/credential-fields.tsx';
import { AccountSection } from './account-section.tsx';
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
  return (
    <AccountSection title={t('title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md" maw={420}>
          <PasswordField
            label={t('current')}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordField label={t('new')} {...form.getInputProps('newPassword')} />
          <SubmitRow label={t('submit')} loading={submitting} />
        </Stack>
      </form>
    </AccountSection>
  );
};
