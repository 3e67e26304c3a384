import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AuthUseCases,
  EmailSchema,
  OnboardingSchema,
  PasswordSchema,
  type User,
} from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useErrorText } from '../app/use-error-text.ts';
import { useAccountForm } from './use-account-form.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField, NewPasswordField } from './credential-fields.tsx';

// The names are required here, as the business step and the account page require them: asked
// here but left for later, they were asked a second time on the next step.
const Names = OnboardingSchema.pick({ firstName: true, lastName: true });
const WithStoredEmail = Names.extend({ password: PasswordSchema });
const WithTypedEmail = Names.extend({ email: EmailSchema, password: PasswordSchema });

/**
 * Step REGISTER_PASSWORD: names and a password; registering spends the verification. The address
 * is asked for only when a link was opened in a browser that did not start the sign-up. The
 * business step then asks only for a name the account still lacks (a Google sign-in's).
 */
export const SignupPasswordForm = ({
  askEmail,
  verificationToken,
  onCreated,
}: {
  askEmail: boolean;
  verificationToken?: string;
  onCreated: (user: User) => void;
}) => {
  const { t } = useTranslation('account');
  const completeSignUp = useInjection(AuthUseCases.completeSignUp);
  const errorText = useErrorText();
  const { form, submit, submitting, failure } = useAccountForm({
    schema: askEmail ? WithTypedEmail : WithStoredEmail,
    initialValues: { email: '', firstName: '', lastName: '', password: '' },
    send: ({ email, ...rest }) =>
      completeSignUp({
        ...rest,
        ...(askEmail ? { email } : {}),
        ...(verificationToken ? { verificationToken } : {}),
      }),
    onSuccess: onCreated,
    onFailure: (error, form) => {
      // The server names the field it refuses (a common password, a taken address, an address
      // that is not the one verified).
      const field =
        error.field === 'password'
          ? 'password'
          : error.field === 'email' || error.code === 'auth.email_taken'
            ? 'email'
            : null;
      if (!field || (field !== 'password' && !askEmail)) return false;
      form.setFieldError(field, errorText(error));
      return true;
    },
  });

  return (
    <AuthForm onSubmit={submit} submitting={submitting} failure={failure} submitLabel={t('signup.submit')}>
      {askEmail && <EmailField {...form.getInputProps('email')} />}
      <Group grow align="flex-end" wrap="wrap">
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          data-autofocus
          miw={150}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          miw={150}
          {...form.getInputProps('lastName')}
        />
      </Group>
      <NewPasswordField {...form.getInputProps('password')} />
    </AuthForm>
  );
};
