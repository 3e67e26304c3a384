import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, CodeRequestSchema, type SignUpProgress } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useAccountForm } from './use-account-form.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './credential-fields.tsx';

/**
 * Step REGISTER_EMAIL: the address (and the opt-in); sending it mails the code. `initialEmail` is
 * the address being corrected ("Use another email"), so a typo is fixed, not the address retyped.
 */
export const SignupForm = ({
  onSent,
  initialEmail = '',
}: {
  onSent: (progress: SignUpProgress) => void;
  initialEmail?: string;
}) => {
  const { t } = useTranslation('account');
  const requestCode = useInjection(AuthUseCases.requestSignUpCode);
  const { form, submit, submitting, failure } = useAccountForm({
    schema: CodeRequestSchema,
    initialValues: { email: initialEmail, marketingOptIn: false },
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
