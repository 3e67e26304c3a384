import { Anchor, Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_TIME_CODE_RULES, type CooldownError } from '#domain/auth/index.ts';
import type { DomainError, Result } from '#domain/shared/index.ts';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { focusFirstError } from './focus-first-error.ts';
import { useCountdown } from './use-countdown.ts';

const DIGITS = ONE_TIME_CODE_RULES.codeDigits;

/**
 * The mailed 6-digit code (sign-up and reset): one digit per box, the phone's one-time-code
 * autofill, a re-send that waits out the server's cool-down, and a way back to change the address.
 */
export const CodeStep = ({
  verify,
  resend,
  resendInSeconds,
  changeEmail,
  submitLabel,
}: {
  verify: (code: string) => Promise<Result<unknown>>;
  resend: () => Promise<Result<unknown, DomainError | CooldownError>>;
  resendInSeconds: number;
  changeEmail: () => void;
  submitLabel: string;
}) => {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const labelId = useId();
  const errorId = useId();
  const countdown = useCountdown(resendInSeconds);
  const [submitting, setSubmitting] = useState(false);
  const pins = useRef<HTMLDivElement>(null);
  // The step replaced the form the user just sent: put them in the first box, not at the page top.
  // Mantine re-creates the boxes right after mounting (their keys change once its ids settle), so the
  // focus goes in on the next task, to the boxes that stay.
  useEffect(() => {
    const timer = setTimeout(() => pins.current?.querySelector('input')?.focus());
    return () => clearTimeout(timer);
  }, []);
  const [resending, setResending] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (code) =>
        code.length === DIGITS && /^\d+$/.test(code) ? null : t('code.incomplete', { count: DIGITS }),
    },
  });
  const submit = form.onSubmit(async ({ code }) => {
    setSubmitting(true);
    const result = await verify(code);
    setSubmitting(false);
    if (!result.ok) {
      form.setFieldError('code', errorText(result.error));
      focusFirstError();
    }
  }, focusFirstError);

  const sendAgain = async () => {
    setResending(true);
    const result = await resend();
    setResending(false);
    if (result.ok) {
      notify.success(t('code.resent'));
      countdown.restart(ONE_TIME_CODE_RULES.resendCooldownMs / 1000);
    } else if ('retryAfterSeconds' in result.error) countdown.restart(result.error.retryAfterSeconds);
    else notify.error(errorText(result.error));
  };
  const error = form.errors['code'];

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {/* Not an Input.Wrapper: it hands its one input id to every box, six equal ids. */}
        <div>
          <Input.Label labelElement="div" id={labelId}>
            {t('code.label')}
          </Input.Label>
          <PinInput
            length={DIGITS}
            type="number"
            oneTimeCode
            rootRef={pins}
            size="lg"
            placeholder=""
            gap="xs"
            mt={6}
            role="group"
            aria-labelledby={labelId}
            error={Boolean(error)}
            getInputProps={(index) => ({
              'aria-label': t('code.digit', { index: index + 1, count: DIGITS }),
              'aria-invalid': Boolean(error),
              ...(error ? { 'aria-describedby': errorId } : {}),
            })}
            value={form.values.code}
            onChange={(code) => {
              form.setFieldValue('code', code);
              form.clearFieldError('code');
            }}
          />
          {error && (
            <Input.Error id={errorId} role="alert" mt={6}>
              {error}
            </Input.Error>
          )}
        </div>
        <Text fz="sm" c="dimmed">
          {t('code.linkHint')}
        </Text>
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {submitLabel}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void sendAgain()}
            loading={resending}
            disabled={countdown.left > 0}
          >
            {countdown.left > 0 ? t('code.resendIn', { seconds: countdown.left }) : t('code.resend')}
          </Button>
          <Anchor component="button" type="button" fz="sm" onClick={changeEmail}>
            {t('code.changeEmail')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
};
