import { Anchor, Stepper } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { AuthCard } from '../components/auth-card.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { authStore } from './auth.store.ts';
import { OnboardingForm } from './onboarding-form.tsx';
import { SignupForm } from './signup-form.tsx';

/**
 * Sign up, then the business onboarding. The route guard sends a signed-in user who has
 * not finished onboarding here, so the page shows the step that is still open.
 */
export const SignupPage = () => {
  const { t } = useTranslation('account');
  const { user } = useSnapshot(authStore);
  const [params] = useSearchParams();
  const step = user ? 1 : 0;
  usePageTitle(step === 0 ? t('signup.pageTitle') : t('onboarding.pageTitle'));
  const redirect = params.get('redirect');
  const loginLink = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  return (
    <AuthCard
      title={step === 0 ? t('signup.title') : t('onboarding.title')}
      subtitle={step === 0 ? t('signup.subtitle') : t('onboarding.subtitle')}
      footer={
        step === 0 ? (
          <Trans
            t={t}
            i18nKey="signup.haveAccount"
            components={{ anchor: <Anchor component={Link} to={loginLink} fw={600} /> }}
          />
        ) : (
          <Anchor component={Link} to="/logout" c="dimmed">
            {t('onboarding.useAnotherAccount')}
          </Anchor>
        )
      }
    >
      <Stepper active={step} size="xs" mb="lg" allowNextStepsSelect={false} aria-label={t('signup.progress')}>
        <Stepper.Step label={t('signup.stepAccount')} />
        <Stepper.Step label={t('signup.stepBusiness')} />
      </Stepper>
      {step === 0 ? <SignupForm /> : <OnboardingForm />}
    </AuthCard>
  );
};
