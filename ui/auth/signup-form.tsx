import { Button, Checkbox, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, RegistrationSchema, SignUp } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText, useSchemaValidator } from '../app/use-error-text.ts';
import { setSignedInUser } from './auth.store.ts';
import { EmailField, PasswordField } from './credential-fields.tsx';
import { focusFirstError } from './focus-first-error.ts';

/** Step 1 of sign-up: email and password. */
export const SignupForm = () => {
  const { t } = useTranslation('account');
  const signUp = useInjection(SignUp);
  const errorText = useErrorText();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', marketingOptIn: false },
    validate: useSchemaValidator(RegistrationSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    const result = await signUp(values);
    setSubmitting(false);
    if (result.ok) {
      setSignedInUser(result.value);
      return;
    }
    if (result.error.code === 'auth.email_taken') form.setFieldError('email', errorText(result.error));
    notify.error(
      errorText(
        result.error.code === 'auth.email_taken'
          ? result.error
          : { ...result.error, code: 'auth.registration_failed' },
      ),
    );
  }, focusFirstError);

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
