import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowBackUp, IconLogout, IconScan } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  type FailedScanTap,
  type HolderView,
  retryKeyFor,
  type ScanActionId,
  type ScannerActionRequest,
  type ScannerDeviceSession,
  SCANNER_ERRORS,
  ScannerUseCases,
} from '#domain/scanner/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { BusyIndicator } from '../components/busy-indicator.tsx';
import { Logo } from '../components/logo.tsx';
import { CameraScanner } from './camera-scanner.tsx';
import { DoneNotice, type DoneOutcome } from './done-notice.tsx';
import { HolderPanel } from './holder-panel.tsx';
import { useScannerPwa } from './use-scanner-pwa.ts';

const KEYS_PAGE = '/scanner-app';

type Session =
  { kind: 'restoring' } | { kind: 'signedOut' } | { kind: 'ready'; device: ScannerDeviceSession };
type Outcome = DoneOutcome | { kind: 'undone' } | { kind: 'failed'; error: DomainError } | null;

/**
 * The web scanner at /scanner (installable, works as an offline shell): staff sign in with a
 * device key, scan a pass with the camera or type its code, and change it with the actions
 * its card allows. Every action carries an idempotency key, so a retried tap counts once.
 */
export const ScannerAppPage = () => {
  const { t } = useTranslation('scanner');
  usePageTitle(t('app.pageTitle'));
  useScannerPwa();
  const restore = useInjection(ScannerUseCases.restoreScanner);
  const signIn = useInjection(ScannerUseCases.signInScanner);
  const signOut = useInjection(ScannerUseCases.signOutScanner);
  const scan = useInjection(ScannerUseCases.scanHolderCode);
  const act = useInjection(ScannerUseCases.runScanAction);
  const undoChange = useInjection(ScannerUseCases.undoScanChange);
  const [session, setSession] = useState<Session>({ kind: 'restoring' });
  const [keyInput, setKeyInput] = useState('');
  const [codeInput, setCodeInput] = useState('');
  const [busy, setBusy] = useState<'signIn' | 'scan' | 'undo' | ScanActionId | null>(null);
  const [error, setError] = useState<DomainError | null>(null);
  // `redeemedHere`: the coupon's redemption in `view` is this device's own, not what the look-up found.
  const [holder, setHolder] = useState<{ barcode: string; view: HolderView; redeemedHere?: boolean } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  const retry = useRef<FailedScanTap | null>(null);
  // A handheld barcode reader types like a keyboard: whichever field it should fill has the focus.
  const keyField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const holderHeading = useRef<HTMLHeadingElement>(null);
  const nextPass = useRef<HTMLButtonElement>(null);
  const errorText = (e: DomainError) =>
    t(`errors:${e.code}`, { defaultValue: e.message || t('errors:http.internal') });

  useEffect(() => {
    let live = true;
    void restore().then((result) => {
      if (!live) return;
      if (result.ok && result.value) setSession({ kind: 'ready', device: result.value });
      else {
        setSession({ kind: 'signedOut' });
        if (!result.ok) setError(result.error);
      }
    });
    return () => {
      live = false;
    };
  }, [restore]);

  const scanning = session.kind === 'ready' && !holder;
  useEffect(() => {
    if (session.kind === 'signedOut') keyField.current?.focus();
  }, [session.kind]);
  useEffect(() => {
    if (scanning) codeField.current?.focus();
  }, [scanning]);
  const holderShown = holder !== null;
  useEffect(() => {
    if (holderShown) holderHeading.current?.focus();
  }, [holderShown]);

  const submitKey = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('signIn');
    const result = await signIn(keyInput);
    setBusy(null);
    if (!result.ok) return setError(result.error);
    setKeyInput('');
    setError(null);
    setSession({ kind: 'ready', device: result.value });
  };

  /**
   * The key was revoked (or the server no longer knows it) during a shift: back to the sign-in
   * form, which says so, as it does for a wrong key typed there. Whichever tap found out, the pass
   * and its outcome go with the session, so a new key starts from a new scan. Answers whether it was that.
   */
  const signedOutBy = useCallback((failure: DomainError): boolean => {
    if (failure.code !== SCANNER_ERRORS.deviceKeyInvalid) return false;
    setError(failure);
    setHolder(null);
    setOutcome(null);
    retry.current = null;
    setSession({ kind: 'signedOut' });
    return true;
  }, []);

  const lookUp = useCallback(
    async (code: string) => {
      setBusy('scan');
      setOutcome(null);
      const result = await scan(code);
      setBusy(null);
      if (!result.ok) {
        if (signedOutBy(result.error)) return;
        setError(result.error);
        // The wrong code stays selected, so the next scan replaces it.
        codeField.current?.select();
        return;
      }
      setError(null);
      setCodeInput('');
      setHolder({ barcode: code.trim(), view: result.value });
    },
    [scan, signedOutBy],
  );

  const send = async (request: Omit<ScannerActionRequest, 'barcode'>) => {
    if (!holder) return;
    const full = { ...request, barcode: holder.barcode };
    setBusy(request.actionId);
    const result = await act(full, retryKeyFor(retry.current, full));
    setBusy(null);
    // The pressed button was disabled while it worked (or sat behind the confirmation dialog):
    // the next step for the keyboard is the next pass.
    nextPass.current?.focus();
    if (!result.ok) {
      if (signedOutBy(result.error)) return;
      retry.current = { request: full, idempotencyKey: result.error.idempotencyKey, code: result.error.code };
      setOutcome({ kind: 'failed', error: result.error });
      return;
    }
    retry.current = null;
    setHolder({
      barcode: holder.barcode,
      view: result.value.view,
      redeemedHere: request.actionId === 'redeem_coupon' || holder.redeemedHere,
    });
    setOutcome({
      kind: 'done',
      action: request.actionId,
      // A purchase says what it earned, which the rule decides: the points the pass gained.
      count:
        request.actionId === 'purchase'
          ? Math.max(0, result.value.view.points - holder.view.points)
          : (request.value ?? 1),
      entryId: result.value.view.undo?.entryId ?? null,
    });
  };

  const undo = async (entryId: string) => {
    if (!holder) return;
    setBusy('undo');
    const result = await undoChange(entryId);
    setBusy(null);
    nextPass.current?.focus();
    if (!result.ok) {
      if (signedOutBy(result.error)) return;
      setOutcome({ kind: 'failed', error: result.error });
      return;
    }
    setHolder({ barcode: holder.barcode, view: result.value });
    setOutcome({ kind: 'undone' });
  };

  const leave = () => {
    signOut();
    setHolder(null);
    setSession({ kind: 'signedOut' });
  };

  return (
    <Container size={480} px="md" py="lg" mih="100dvh">
      <Stack gap="lg">
        <Group justify="space-between">
          <Group gap="xs">
            <Logo />
            <Text fw={600} c="dimmed">
              {t('app.badge')}
            </Text>
          </Group>
          {session.kind === 'ready' && (
            <Button variant="subtle" size="xs" leftSection={<IconLogout size={14} />} onClick={leave}>
              {t('app.signOut')}
            </Button>
          )}
        </Group>

        {session.kind === 'restoring' ? (
          <Center py="xl">
            <BusyIndicator label={t('app.loading')} />
          </Center>
        ) : session.kind === 'signedOut' ? (
          <form onSubmit={(e) => void submitKey(e)} noValidate>
            <Stack gap="md">
              <Title order={1} fz={26}>
                {t('app.signInTitle')}
              </Title>
              <Text c="dimmed">{t('app.signInBody')}</Text>
              <PasswordInput
                label={t('app.keyLabel')}
                visibilityToggleButtonProps={{ 'aria-label': t('app.toggleKey') }}
                placeholder="pdk_…"
                value={keyInput}
                autoComplete="off"
                spellCheck={false}
                error={error ? errorText(error) : undefined}
                onChange={(e) => setKeyInput(e.currentTarget.value)}
                ref={keyField}
              />
              <Button type="submit" size="md" loading={busy === 'signIn'}>
                {t('app.signIn')}
              </Button>
              <Text fz="sm" c="dimmed">
                <Trans
                  t={t}
                  i18nKey="app.keyHelp"
                  components={{ anchor: <Anchor href={KEYS_PAGE} fz="sm" underline="always" /> }}
                />
              </Text>
            </Stack>
          </form>
        ) : (
          <Stack gap="md">
            <Text c="dimmed" fz="sm">
              {t('app.signedInAs', { name: session.device.deviceName })}
            </Text>
            {holder ? (
              <>
                {outcome?.kind === 'done' && (
                  <DoneNotice
                    key={outcome.entryId ?? 'none'}
                    outcome={outcome}
                    undoing={busy === 'undo'}
                    onUndo={(entryId) => void undo(entryId)}
                  />
                )}
                {outcome?.kind === 'undone' && (
                  <Alert color="gray" variant="light" icon={<IconArrowBackUp />} role="status">
                    {t('app.undone')}
                  </Alert>
                )}
                {outcome?.kind === 'failed' && (
                  <Alert color="red" variant="light" role="alert">
                    {errorText(outcome.error)}
                  </Alert>
                )}
                <HolderPanel
                  headingRef={holderHeading}
                  view={holder.view}
                  redeemedHere={holder.redeemedHere ?? false}
                  busy={busy === 'signIn' || busy === 'scan' || busy === 'undo' ? null : busy}
                  send={(request) => void send(request)}
                />
                <Button
                  ref={nextPass}
                  variant="default"
                  size="md"
                  leftSection={<IconScan size={18} />}
                  onClick={() => {
                    setHolder(null);
                    setOutcome(null);
                    retry.current = null;
                  }}
                >
                  {t('app.scanNext')}
                </Button>
              </>
            ) : (
              <>
                <CameraScanner onCode={(code) => void lookUp(code)} />
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void lookUp(codeInput);
                  }}
                  noValidate
                >
                  <Stack gap="xs">
                    <TextInput
                      label={t('app.codeLabel')}
                      description={t('app.codeHelp')}
                      value={codeInput}
                      autoComplete="off"
                      autoCapitalize="off"
                      spellCheck={false}
                      error={error ? errorText(error) : undefined}
                      onChange={(e) => setCodeInput(e.currentTarget.value)}
                      ref={codeField}
                    />
                    <Button type="submit" variant="light" size="md" loading={busy === 'scan'}>
                      {t('app.lookUp')}
                    </Button>
                  </Stack>
                </form>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
};
