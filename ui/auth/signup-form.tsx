import { Button, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, PASSWORD_MIN_LENGTH, RegistrationSchema } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useAccountForm } from './use-account-form.ts';
import { EmailField, PasswordField } from './credential-fields.tsx';

/** Step 1 of sign-up: email and password. */
export const SignupForm = () => {
  const { t } = useTranslation('account');
  const signUp = useInjection(AuthUseCases.signUp);
  const errorText = useErrorText();
  const { form, submit, submitting } = useAccountForm({
    schema: RegistrationSchema,
    initialValues: { email: '', password: '', marketingOptIn: false },
    send: signUp,
    onFailure: (error, form) => {
      if (error.code === 'auth.email_taken') form.setFieldError('email', errorText(error));
      notify.error(
        errorText(error.code === 'auth.email_taken' ? error : { ...error, code: 'auth.registration_failed' }),
      );
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <EmailField {...form.getInputProps('email')} />
        <PasswordField
          description={t('fields.passwordHelp', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={t('fields.marketingOptIn')}
          {...form.getInputProps('marketingOptIn', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
};
