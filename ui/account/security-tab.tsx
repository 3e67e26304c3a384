import { Stack } from '@mantine/core';
import { useState } from 'react';
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
export const SecurityTab = () => {
  // A new password signs the other devices out: the list is read again to show it.
  const [changes, setChanges] = useState(0);
  return (
    <Stack gap="lg">
      <PasswordForm onChanged={() => setChanges((n) => n + 1)} />
      <SessionsList key={changes} />
    </Stack>
  );
};

const PasswordForm = ({ onChanged }: { onChanged: () => void }) => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.password' });
  const change = useInjection(AuthUseCases.changeOwnPassword);
  const { form, submit, submitting } = useSectionForm({
    schema: ChangePasswordSchema,
    initialValues: { currentPassword: '', newPassword: '' },
    send: change,
    onDone: ({ endedSessions }, f) => {
      f.reset();
      notify.success(t('changed', { count: endedSessions }));
      if (endedSessions > 0) onChanged();
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
