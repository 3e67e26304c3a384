import { Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STEPS, type RegistrationStep } from '#domain/auth/index.ts';
import { usePhoneLayout } from '../app/use-phone-layout.ts';

// No billing yet: the plan step is never shown.
const SHOWN: readonly RegistrationStep[] = REGISTRATION_STEPS.filter((step) => step !== 'SELECT_PLAN');

/** Where the sign-up stands; on a phone the labels give way to "Step 2 of 5: Verify". */
export const SignupSteps = ({ step }: { step: RegistrationStep }) => {
  const { t } = useTranslation('account');
  const phone = usePhoneLayout();
  const active = SHOWN.indexOf(step);
  return (
    <>
      <Stepper
        active={active}
        size="xs"
        mb={phone ? 'xs' : 'lg'}
        allowNextStepsSelect={false}
        aria-label={t('signup.progress')}
      >
        {SHOWN.map((shown, index) =>
          phone ? (
            <Stepper.Step
              key={shown}
              aria-label={t('signup.stepNumber', { current: index + 1, total: SHOWN.length })}
            />
          ) : (
            <Stepper.Step key={shown} label={t(`signup.steps.${shown}`)} />
          ),
        )}
      </Stepper>
      {phone && (
        <Text fz="sm" c="dimmed" mb="lg">
          {t('signup.stepOf', { current: active + 1, total: SHOWN.length, name: t(`signup.steps.${step}`) })}
        </Text>
      )}
    </>
  );
};
