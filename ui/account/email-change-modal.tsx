import { Button, Group, Modal, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthUseCases } from '#domain/auth/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { setSignedInUser } from '../auth/auth.store.ts';
import { DialogActions } from '../components/dialog-actions.tsx';

/** The server refuses a second code within a minute (429 with Retry-After). */
const RESEND_SECONDS = 60;

/** Seconds left of a countdown that restarts whenever `from` changes. */
const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
};

/** Change email: the new address, then the six-digit code mailed to it. */
export const EmailChangeModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.email' });
  const errorText = useErrorText();
  const start = useInjection(AuthUseCases.startEmailChange);
  const finish = useInjection(AuthUseCases.finishEmailChange);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'address' | 'code'>('address');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pins = useRef<HTMLDivElement>(null);
  // The code step starts on its first box, where the mailed code is typed or pasted. Mantine
  // re-creates the boxes right after mounting, so the focus goes in on the next task (as the
  // sign-up's code step does).
  useEffect(() => {
    if (step !== 'code') return;
    const timer = setTimeout(() => pins.current?.querySelector('input')?.focus());
    return () => clearTimeout(timer);
  }, [step]);
  const [cooldown, setCooldown] = useCountdown();

  const close = () => {
    setStep('address');
    setCode('');
    setProblem(null);
    onClose();
  };
  const refused = (error: DomainError & { retryAfterSeconds?: number }) => setProblem(errorText(error));
  const send = async () => {
    setBusy(true);
    const sent = await start(email);
    setBusy(false);
    if (!sent.ok) return refused(sent.error);
    setProblem(null);
    setStep('code');
    setCooldown(RESEND_SECONDS);
  };
  const confirm = async (value = code) => {
    setBusy(true);
    const changed = await finish({ email: email.trim(), code: value });
    setBusy(false);
    if (!changed.ok) return refused(changed.error);
    setSignedInUser(changed.value);
    notify.success(t('changed', { email: changed.value.email }));
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('title')} centered radius="lg">
      {step === 'address' ? (
        <form noValidate onSubmit={(e) => (e.preventDefault(), void send())}>
          <Stack gap="md">
            <Text c="dimmed" fz="sm">
              {t('addressHelp')}
            </Text>
            <TextInput
              label={t('newAddress')}
              type="email"
              autoComplete="email"
              required
              data-autofocus
              value={email}
              error={problem}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <DialogActions dismissLabel={t('cancel')} onDismiss={close}>
              <Button type="submit" loading={busy}>
                {t('sendCode')}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text fz="sm">{t('codeSent', { email })}</Text>
          <Stack gap={4}>
            <Text component="label" htmlFor="email-change-code" fw={500} fz="sm">
              {t('code')}
            </Text>
            <PinInput
              id="email-change-code"
              rootRef={pins}
              length={6}
              type="number"
              oneTimeCode
              value={code}
              error={problem !== null}
              onChange={setCode}
              onComplete={(value) => void confirm(value)}
              inputMode="numeric"
              aria-label={t('code')}
              getInputProps={(index) => ({ 'aria-label': t('digit', { n: index + 1 }) })}
            />
            {problem && (
              <Text c="red" fz="sm" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
          <Group justify="space-between" wrap="wrap">
            <Button variant="subtle" disabled={cooldown > 0 || busy} onClick={() => void send()}>
              {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
            </Button>
            <Button loading={busy} disabled={code.length < 6} onClick={() => void confirm()}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
