import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthUseCases } from '#domain/auth/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { setSignedInUser } from './auth.store.ts';
import { SignupPasswordForm } from './signup-password-form.tsx';
import { SignupSteps } from './signup-steps.tsx';
import { VerificationFailed } from './verification-failed.tsx';
import { useLinkCheck } from './use-link-check.ts';
import { VerifyingLink } from './verifying-link.tsx';

type LinkState = { kind: 'checking' } | { kind: 'failed' } | { kind: 'elsewhere'; verificationToken: string };

/**
 * `/signup/verify/{a}/{b}`, the sign-up mail's link. In the browser that started the sign-up it
 * goes on at the password step; elsewhere the password step also asks for the address.
 */
export const SignupVerifyPage = () => {
  const { t } = useTranslation('account');
  usePageTitle(t('verifyLink.pageTitle'));
  const navigate = useNavigate();
  const verify = useInjection(AuthUseCases.verifySignUp);
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  useLinkCheck(verify, (result) => {
    if (!result.ok) setState({ kind: 'failed' });
    else if (result.value.progress.verification) void navigate('/signup', { replace: true });
    else setState({ kind: 'elsewhere', verificationToken: result.value.verificationToken });
  });

  if (state.kind === 'checking') return <VerifyingLink />;
  if (state.kind === 'failed') return <VerificationFailed backTo="/signup" />;
  return (
    <AuthCard title={t('signup.titles.REGISTER_PASSWORD.title')} subtitle={t('signup.passwordElsewhere')}>
      <SignupSteps step="REGISTER_PASSWORD" />
      <SignupPasswordForm
        askEmail
        verificationToken={state.verificationToken}
        onCreated={(user) => {
          setSignedInUser(user);
          void navigate('/signup', { replace: true });
        }}
      />
    </AuthCard>
  );
};
