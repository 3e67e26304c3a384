import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, CodeRequestSchema, type SignUpProgress } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useAccountForm } from './use-account-form.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './credential-fields.tsx';

/** Step REGISTER_EMAIL: the address (and the opt-in); sending it mails the code. */
export const SignupForm = ({ onSent }: { onSent: (progress: SignUpProgress) => void }) => {
  const { t } = useTranslation('account');
  const requestCode = useInjection(AuthUseCases.requestSignUpCode);
  const { form, submit, submitting, failure } = useAccountForm({
    schema: CodeRequestSchema,
    initialValues: { email: '', marketingOptIn: false },
    send: requestCode,
    onSuccess: onSent,
  });

  return (
    <AuthForm onSubmit={submit} submitting={submitting} failure={failure} submitLabel={t('signup.sendCode')}>
      <EmailField {...form.getInputProps('email')} />
      <Checkbox
        label={t('fields.marketingOptIn')}
        {...form.getInputProps('marketingOptIn', { type: 'checkbox' })}
      />
    </AuthForm>
  );
};
