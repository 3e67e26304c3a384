import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { AuthUseCases, type RegistrationStep, type User } from '#domain/auth/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { ChosenPlanCheckout, ChosenPlanNote, useChosenPlan } from '../pricing/chosen-plan.tsx';
import { authStore, setSignedInUser } from './auth.store.ts';
import { CodeStep } from './code-step.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { OnboardingForm } from './onboarding-form.tsx';
import { SignupForm } from './signup-form.tsx';
import { SignupPasswordForm } from './signup-password-form.tsx';
import { SignupSteps } from './signup-steps.tsx';

const SIGNED_IN_STEPS: readonly RegistrationStep[] = ['ONBOARDING_BUSINESS', 'EMAIL_VERIFIED'];

/**
 * Sign-up (requirements §3 registration steps): email, code, password, business, done. The step
 * comes from the progress kept in this browser, so a closed tab resumes where it was; the route
 * guard sends a signed-in user who has not finished onboarding here, who sees the business step.
 */
export const SignupPage = () => {
  const { t } = useTranslation('account');
  const { user } = useSnapshot(authStore);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const currentSignUp = useInjection(AuthUseCases.currentSignUp);
  const record = useInjection(AuthUseCases.recordSignUpEvent);
  const requestCode = useInjection(AuthUseCases.requestSignUpCode);
  const verify = useInjection(AuthUseCases.verifySignUp);
  const [view, setView] = useState(() => {
    const stored = currentSignUp();
    if (authStore.user || !SIGNED_IN_STEPS.includes(stored.step)) return stored;
    // An account made in this browser whose session has gone: the next sign-up starts afresh.
    record({ type: 'finished' });
    return currentSignUp();
  });
  const refresh = () => setView(currentSignUp());
  // The address the code went to, when the user goes back to correct it.
  const [correcting, setCorrecting] = useState('');
  // Onboarded: shown "all set" before the guard, seeing a finished onboarding, sends them on.
  const [ready, setReady] = useState<User | null>(null);

  const step: RegistrationStep = ready ? 'EMAIL_VERIFIED' : user ? 'ONBOARDING_BUSINESS' : view.step;

  usePageTitle(t(`signup.titles.${step}.pageTitle`));
  const redirect = params.get('redirect');
  const loginLink = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const email = view.progress.email ?? '';
  // A plan chosen on the pricing page is bought once the account is ready (issue 24).
  const chosenPlan = useChosenPlan(params);
  const finish = () => {
    record({ type: 'finished' });
    if (ready) setSignedInUser(ready);
  };
  const toDashboard = () => {
    finish();
    void navigate(redirect ?? '/dashboard');
  };

  const footer =
    step === 'REGISTER_EMAIL' ? (
      <Trans
        t={t}
        i18nKey="signup.haveAccount"
        components={{ anchor: <Anchor component={Link} to={loginLink} fw={600} /> }}
      />
    ) : step === 'ONBOARDING_BUSINESS' ? (
      <Anchor component={Link} to="/logout" c="dimmed">
        {t('onboarding.useAnotherAccount')}
      </Anchor>
    ) : undefined;

  return (
    <AuthCard
      title={t(`signup.titles.${step}.title`)}
      subtitle={t(`signup.titles.${step}.subtitle`, { email })}
      footer={footer}
    >
      <SignupSteps step={step} />
      {step === 'REGISTER_EMAIL' && chosenPlan && <ChosenPlanNote />}
      {step === 'REGISTER_EMAIL' && <GoogleSignInButton redirect={redirect} />}
      {step === 'REGISTER_EMAIL' && <SignupForm onSent={refresh} initialEmail={correcting} />}
      {step === 'REGISTER_VERIFICATION' && (
        <CodeStep
          verify={async (code) => {
            const result = await verify({ code });
            if (result.ok) refresh();
            return result;
          }}
          resend={() => requestCode({ email })}
          resendInSeconds={view.resendInSeconds}
          changeEmail={() => {
            setCorrecting(email);
            setView((record({ type: 'change_email' }), currentSignUp()));
          }}
          submitLabel={t('signup.verify')}
        />
      )}
      {step === 'REGISTER_PASSWORD' && (
        <SignupPasswordForm
          askEmail={false}
          onCreated={(created) => {
            refresh();
            setSignedInUser(created);
          }}
        />
      )}
      {step === 'ONBOARDING_BUSINESS' && (
        <OnboardingForm
          onSaved={(saved) => {
            record({ type: 'business_saved' });
            setReady(saved);
          }}
        />
      )}
      {step === 'EMAIL_VERIFIED' &&
        (chosenPlan ? (
          <ChosenPlanCheckout currency={chosenPlan.currency} onLeave={finish} onDashboard={toDashboard} />
        ) : (
          <Stack>
            <Text>{t('signup.allSetText')}</Text>
            <Button size="md" fullWidth data-autofocus onClick={toDashboard}>
              {t('signup.toDashboard')}
            </Button>
          </Stack>
        ))}
    </AuthCard>
  );
};
