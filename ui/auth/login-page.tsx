import { Alert, Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthUseCases, CredentialsSchema } from '#domain/auth/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { useAccountForm } from './use-account-form.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField, PasswordField } from './credential-fields.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** Log in (requirements §2.1). On success the route guard sends the user on to the redirect target. */
export const LoginPage = () => {
  const { t } = useTranslation('account');
  usePageTitle(t('login.pageTitle'));
  const logIn = useInjection(AuthUseCases.logIn);
  const [params] = useSearchParams();
  const { form, submit, submitting, failure } = useAccountForm({
    schema: CredentialsSchema,
    initialValues: { email: '', password: '' },
    send: logIn,
  });

  const redirect = params.get('redirect');
  const signupLink = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Trans
          t={t}
          i18nKey="login.noAccount"
          components={{ anchor: <Anchor component={Link} to={signupLink} fw={600} /> }}
        />
      }
    >
      {params.get('error') === 'google' && (
        <Alert color="red" variant="light" mb="md">
          {t('oauth.googleFailed')}
        </Alert>
      )}
      <GoogleSignInButton redirect={redirect} />
      <AuthForm onSubmit={submit} submitting={submitting} failure={failure} submitLabel={t('login.submit')}>
        <EmailField {...form.getInputProps('email')} />
        <PasswordField autoComplete="current-password" {...form.getInputProps('password')} />
        {/* The address typed so far goes along in the history state, not in the address bar. */}
        <Anchor component={Link} to="/reset" state={{ email: form.getValues().email }} fz="sm" ta="right">
          {t('login.forgot')}
        </Anchor>
      </AuthForm>
    </AuthCard>
  );
};
