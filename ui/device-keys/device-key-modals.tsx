import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../components/use-return-focus.ts';
import { BillingUseCases, canUseFeature, planRefusalOf } from '#domain/billing/index.ts';
import { SCANNER_CLIENT_ERRORS, ScannerUseCases } from '#domain/scanner/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { refreshSubscription, subscriptionStore } from '../billing/subscription.store.ts';
import { useUpgradeGate } from '../billing/use-upgrade-gate.tsx';
import { focusFirstError } from '../auth/focus-first-error.ts';
import { DialogActions } from '../components/dialog-actions.tsx';
import { ScannerAddress } from './scanner-address.tsx';

/** The toast about a blank device name, taken away once a name is accepted. */
const NAME_TOPIC = 'device-key.name';

type Stage = { kind: 'idle' } | { kind: 'naming' } | { kind: 'revealing'; key: string; deviceName: string };

/**
 * requirements §4 scanner keys: the name modal (a blank name gets a warning toast, and the field
 * says so too), then the reveal modal (key masked by default, show/hide, copy, shown once).
 * Closing the reveal drops the key and calls `onCreated` so the caller reloads its list. Used by
 * /scanner-app and the wizard.
 */
export const useDeviceKeyCreation = (onCreated: () => void) => {
  const { t } = useTranslation('scanner');
  const generate = useInjection(ScannerUseCases.generateScannerKey);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [name, setName] = useState('');
  // The spec's warning toast for a blank name comes and goes; the field keeps saying it, like any form.
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const gate = useUpgradeGate();
  const { t: tBilling } = useTranslation('billing', { keyPrefix: 'gate' });
  const loadSubscription = useInjection(BillingUseCases.loadSubscription);
  // The scanner limit as the subscription store reads it, to name it in the gate.
  const scanners = () => subscriptionStore.subscription?.resourceUsage['scanners'];
  const limitText = () => {
    const limit = scanners()?.limit;
    return typeof limit === 'number' && limit > 0 ? tBilling('scannerLimit', { count: limit }) : null;
  };
  const errorText = (e: DomainError) => t(`errors:${e.code}`, { defaultValue: t('errors:http.internal') });

  // One trigger opens both steps: the focus goes back to it when the last one closes.
  useReturnFocus(stage.kind !== 'idle');
  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await generate(name);
    setBusy(false);
    if (!result.ok) {
      const named = planRefusalOf(result.error) === 'limitExceeded' ? limitText() : null;
      if (gate.gated(result.error, named)) setStage({ kind: 'idle' });
      else if (result.error.code === SCANNER_CLIENT_ERRORS.nameRequired) {
        setNameError(errorText(result.error));
        notify.warning(errorText(result.error), NAME_TOPIC);
        focusFirstError();
      } else notify.error(result.error.message || errorText(result.error));
      return;
    }
    // The blank-name warning from a try before is no longer true above the new key.
    notify.dismiss(NAME_TOPIC);
    setName('');
    setStage({ kind: 'revealing', key: result.value.key, deviceName: result.value.deviceName });
  };
  const closeReveal = () => {
    // The key lives only in this state: dropping it is all "clear from memory" can mean in a browser.
    setStage({ kind: 'idle' });
    onCreated();
  };
  const copyKey = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      notify.success(t('reveal.copied'));
    } catch {
      notify.error(t('reveal.copyFailed'));
    }
  };

  const modals = (
    <>
      {gate.dialog}
      <Modal
        opened={stage.kind === 'naming'}
        onClose={() => setStage({ kind: 'idle' })}
        title={t('nameModal.title')}
        centered
      >
        <form onSubmit={(e) => void submitName(e)} noValidate>
          <Stack>
            <TextInput
              label={t('nameModal.label')}
              placeholder={t('nameModal.placeholder')}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameError(undefined);
              }}
              error={nameError}
              required
              maxLength={60}
              data-autofocus
            />
            <DialogActions dismissLabel={t('nameModal.cancel')} onDismiss={() => setStage({ kind: 'idle' })}>
              <Button type="submit" loading={busy}>
                {t('nameModal.submit')}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </Modal>
      {/* Shown once: a stray click on the backdrop or an Escape must not throw the key away. */}
      <Modal
        opened={stage.kind === 'revealing'}
        onClose={closeReveal}
        title={t('reveal.title')}
        centered
        closeOnClickOutside={false}
        closeOnEscape={false}
      >
        {stage.kind === 'revealing' && (
          <Stack>
            <Alert color="yellow" variant="light">
              {t('reveal.warning')}
            </Alert>
            <Text fw={600}>{stage.deviceName}</Text>
            <ScannerAddress i18nKey="reveal.where" />
            <PasswordInput
              label={t('reveal.label')}
              value={stage.key}
              readOnly
              styles={{ input: { fontFamily: 'ui-monospace, Menlo, monospace' } }}
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                leftSection={<IconCopy size={16} />}
                onClick={() => void copyKey(stage.key)}
              >
                {t('reveal.copy')}
              </Button>
              <Button onClick={closeReveal}>{t('reveal.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
  /** The plan's verdict on one more device, from the subscription store; null while it is unknown. */
  const verdict = () => {
    const subscription = subscriptionStore.subscription;
    return subscription
      ? canUseFeature(subscription, 'addDevice', { scanners: scanners()?.used ?? 0 })
      : null;
  };
  const begin = async () => {
    // A plan already at its scanner limit says so before a name is typed in vain. The store may
    // predate a key revoked here a moment ago, so a refusal is checked against a fresh read; the
    // server still decides when the subscription cannot be read.
    if (verdict()?.allowed === false) await refreshSubscription(loadSubscription, { force: true });
    const now = verdict();
    if (now && !now.allowed) {
      gate.open(now.reason, now.reason === 'limitExceeded' ? limitText() : null);
      return;
    }
    setNameError(undefined);
    setStage({ kind: 'naming' });
  };
  const start = () => void begin();
  return { start, modals };
};
