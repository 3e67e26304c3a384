import { Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_STEPS, type RegistrationStep } from '#domain/auth/index.ts';

// No billing yet: the plan step is never shown.
const SHOWN: readonly RegistrationStep[] = REGISTRATION_STEPS.filter((step) => step !== 'SELECT_PLAN');

/**
 * Where the sign-up stands: numbered dots and "Step 2 of 5: Verify". Five labels do not fit the
 * 440 px card on one line, so the step's name is said once, under the dots.
 */
export const SignupSteps = ({ step }: { step: RegistrationStep }) => {
  const { t } = useTranslation('account');
  const active = SHOWN.indexOf(step);
  return (
    <>
      {/* The dots are a picture of the sentence below, which is what screen readers get. */}
      <Stepper active={active} size="xs" mb="xs" allowNextStepsSelect={false} aria-hidden>
        {SHOWN.map((shown) => (
          <Stepper.Step key={shown} />
        ))}
      </Stepper>
      <Text fz="sm" c="dimmed" mb="lg">
        {t('signup.stepOf', { current: active + 1, total: SHOWN.length, name: t(`signup.steps.${step}`) })}
      </Text>
    </>
  );
};
