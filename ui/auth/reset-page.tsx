import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthUseCases, CodeRequestSchema, ResetPasswordSchema } from '#domain/auth/index.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { CodeStep } from './code-step.tsx';
import { AuthForm } from './auth-form.tsx';
import { EmailField, NewPasswordField } from './credential-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

/** Where a reset stands; the resetToken lives only in memory (a reload asks again). */
type ResetStep =
  | { kind: 'email' }
  | { kind: 'code'; email: string }
  | { kind: 'password'; resetToken: string }
  | { kind: 'done' };

const COOLDOWN_SECONDS = 60;

const emailFromState = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';

const EmailStep = ({ onSent }: { onSent: (email: string) => void }) => {
  const { t } = useTranslation('account');
  const requestReset = useInjection(AuthUseCases.requestPasswordReset);
  const { state } = useLocation();
  const { form, submit, submitting, failure } = useAccountForm({
    schema: CodeRequestSchema,
    // Coming from the log-in form, the address typed there.
    initialValues: { email: emailFromState(state) },
    send: requestReset,
    onSuccess: ({ email }) => onSent(email),
  });
  return (
    <AuthForm onSubmit={submit} submitting={submitting} failure={failure} submitLabel={t('reset.sendCode')}>
      <EmailField {...form.getInputProps('email')} />
    </AuthForm>
  );
};

/** The new password, sent with the resetToken. Exported for the mail link's page. */
export const NewPasswordStep = ({ resetToken, onDone }: { resetToken: string; onDone: () => void }) => {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const choose = useInjection(AuthUseCases.chooseNewPassword);
  const { form, submit, submitting, failure } = useAccountForm({
    schema: ResetPasswordSchema,
    initialValues: { resetToken, password: '' },
    send: choose,
    onSuccess: onDone,
    onFailure: (error, form) => {
      if (error.field !== 'password') return false;
      form.setFieldError('password', errorText(error));
      return true;
    },
  });
  return (
    <AuthForm onSubmit={submit} submitting={submitting} failure={failure} submitLabel={t('reset.save')}>
      <NewPasswordField label={t('reset.newPassword')} data-autofocus {...form.getInputProps('password')} />
    </AuthForm>
  );
};

/** `/reset`: email → the mailed code → a new password → done (log in again everywhere). */
export const ResetPage = () => {
  const { t } = useTranslation('account');
  const location = useLocation();
  const linkToken = (location.state as { resetToken?: string } | null)?.resetToken;
  const [step, setStep] = useState<ResetStep>(
    linkToken ? { kind: 'password', resetToken: linkToken } : { kind: 'email' },
  );
  const requestReset = useInjection(AuthUseCases.requestPasswordReset);
  const verifyReset = useInjection(AuthUseCases.verifyPasswordReset);
  usePageTitle(t(`reset.${step.kind}.pageTitle`));
  const email = step.kind === 'code' ? step.email : '';

  return (
    <AuthCard
      title={t(`reset.${step.kind}.title`)}
      subtitle={t(`reset.${step.kind}.subtitle`, { email })}
      footer={
        step.kind === 'done' ? undefined : (
          <Anchor component={Link} to="/login" fw={600}>
            {t('reset.backToLogin')}
          </Anchor>
        )
      }
    >
      {step.kind === 'email' && <EmailStep onSent={(sent) => setStep({ kind: 'code', email: sent })} />}
      {step.kind === 'code' && (
        <CodeStep
          verify={async (otp) => {
            const result = await verifyReset({ email: step.email, otp });
            if (result.ok) setStep({ kind: 'password', resetToken: result.value.resetToken });
            return result;
          }}
          resend={() => requestReset({ email: step.email })}
          resendInSeconds={COOLDOWN_SECONDS}
          changeEmail={() => setStep({ kind: 'email' })}
          submitLabel={t('reset.verify')}
        />
      )}
      {step.kind === 'password' && (
        <NewPasswordStep resetToken={step.resetToken} onDone={() => setStep({ kind: 'done' })} />
      )}
      {step.kind === 'done' && (
        <Stack>
          <Text>{t('reset.done.text')}</Text>
          <Button component={Link} to="/login" size="md" fullWidth>
            {t('reset.toLogin')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
};
