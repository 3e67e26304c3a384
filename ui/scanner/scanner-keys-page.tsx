import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCopy, IconDeviceMobile, IconKey, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GenerateScannerKey,
  LoadScannerKeys,
  RevokeScannerKey,
  SCANNER_CLIENT_ERRORS,
  type ScannerDevice,
} from '#domain/scanner/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader } from '../components/page-header.tsx';

type Stage = { kind: 'idle' } | { kind: 'naming' } | { kind: 'revealing'; key: string; deviceName: string };

/**
 * /scanner-app (SPEC §2.2, §4 scanner keys): loading, then an empty state or the list; Generate
 * opens the name modal, then the reveal modal (key masked, show/hide, copy, shown once);
 * closing it drops the key from memory and reloads the list. Keys can be revoked.
 */
export const ScannerKeysPage = () => {
  const { t, i18n } = useTranslation('scanner');
  usePageTitle(t('pageTitle'));
  const load = useInjection(LoadScannerKeys);
  const generate = useInjection(GenerateScannerKey);
  const revoke = useInjection(RevokeScannerKey);
  const { value: devices, error, reload } = useLoaded(load);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [toRevoke, setToRevoke] = useState<ScannerDevice | null>(null);

  const errorText = (e: DomainError) => t(`errors:${e.code}`, { defaultValue: t('errors:http.internal') });
  // The browser's regional variant of the app language (en-GB rather than en), else the language.
  const language = i18n.resolvedLanguage ?? 'en';
  const locale = navigator.language.startsWith(language) ? navigator.language : language;
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : t('never');

  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await generate(name);
    setBusy(false);
    if (!result.ok) {
      if (result.error.code === SCANNER_CLIENT_ERRORS.nameRequired) notify.warning(errorText(result.error));
      else notify.error(result.error.message || errorText(result.error));
      return;
    }
    setName('');
    setStage({ kind: 'revealing', key: result.value.key, deviceName: result.value.deviceName });
  };
  const closeReveal = () => {
    // The key lives only in this state: dropping it is all "clear from memory" can mean in a browser.
    setStage({ kind: 'idle' });
    reload();
  };
  const copyKey = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      notify.success(t('reveal.copied'));
    } catch {
      notify.error(t('reveal.copyFailed'));
    }
  };
  const confirmRevoke = async () => {
    if (!toRevoke) return;
    setBusy(true);
    const result = await revoke(toRevoke.deviceId);
    setBusy(false);
    setToRevoke(null);
    if (!result.ok) notify.error(result.error.message || errorText(result.error));
    else {
      notify.success(t('revokedToast'));
      reload();
    }
  };

  const generateButton = (
    <Button leftSection={<IconKey size={16} />} onClick={() => setStage({ kind: 'naming' })}>
      {devices?.length ? t('newKey') : t('generate')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={devices?.length ? generateButton : undefined}
      />
      {error ? (
        <Alert color="red" title={errorText(error)}>
          <Button variant="light" mt="sm" onClick={reload}>
            {t('common:errorPanel.tryAgain')}
          </Button>
        </Alert>
      ) : !devices ? (
        <Stack aria-busy="true">
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : devices.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Center>
            <Stack align="center" gap="sm" maw={420} ta="center">
              <IconDeviceMobile size={40} stroke={1.5} aria-hidden />
              <Title order={2} fz="lg">
                {t('emptyTitle')}
              </Title>
              <Text c="dimmed">{t('emptyBody')}</Text>
              {generateButton}
            </Stack>
          </Center>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('listLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.device')}</Table.Th>
                  <Table.Th>{t('columns.created')}</Table.Th>
                  <Table.Th>{t('columns.lastUsed')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {devices.map((device) => (
                  <Table.Tr key={device.deviceId} data-testid="scanner-device">
                    <Table.Td fw={600}>{device.deviceName}</Table.Td>
                    <Table.Td>{when(device.createdAt)}</Table.Td>
                    <Table.Td>{when(device.lastUsedAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={device.isActive ? 'mint' : 'gray'}>
                        {device.isActive ? t('active') : t('revoked')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {device.isActive && (
                        <Tooltip label={t('revoke')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('revokeFor', { name: device.deviceName })}
                            onClick={() => setToRevoke(device)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

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
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStage({ kind: 'idle' })}>
                {t('nameModal.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('nameModal.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal opened={stage.kind === 'revealing'} onClose={closeReveal} title={t('reveal.title')} centered>
        {stage.kind === 'revealing' && (
          <Stack>
            <Alert color="yellow" variant="light">
              {t('reveal.warning')}
            </Alert>
            <Text fw={600}>{stage.deviceName}</Text>
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

      <ConfirmDialog
        opened={toRevoke !== null}
        title={t('revokeTitle')}
        message={t('revokeMessage', { name: toRevoke?.deviceName ?? '' })}
        confirmLabel={t('revoke')}
        loading={busy}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => void confirmRevoke()}
      />
    </Stack>
  );
};
