import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceMobile, IconKey, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ScannerDevice, ScannerUseCases } from '#domain/scanner/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { ForbiddenPanel } from '../app/error-panel.tsx';
import { ScannerAddress } from './scanner-address.tsx';
import { useCan } from '../app/use-can.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePhoneLayout } from '../app/use-phone-layout.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { useDeviceKeyCreation } from './device-key-modals.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { EmptyState, LoadFailure, LoadingRows } from '../components/load-state.tsx';
import { PageHeader } from '../components/page-header.tsx';

const COLUMNS = ['device', 'created', 'lastUsed', 'status'] as const;

/**
 * /scanner-app (requirements §2.2, §4 scanner keys): loading, then an empty state or the list; Generate
 * opens the name modal, then the reveal modal (key masked, show/hide, copy, shown once);
 * closing it drops the key from memory and reloads the list. Keys can be revoked.
 */
export const ScannerKeysPage = () => {
  // Pairing a device hands out a key to the till, so only those who manage devices see the keys.
  if (!useCan()('device_keys.manage')) return <ForbiddenPanel />;
  return <ScannerKeys />;
};

const ScannerKeys = () => {
  const { t } = useTranslation('scanner');
  usePageTitle(t('pageTitle'));
  const load = useInjection(ScannerUseCases.loadScannerKeys);
  const revoke = useInjection(ScannerUseCases.revokeScannerKey);
  const { value: devices, error, reload } = useLoaded(load);
  const creation = useDeviceKeyCreation(reload);

  const errorText = (e: DomainError) => t(`errors:${e.code}`, { defaultValue: t('errors:http.internal') });
  const format = useLocaleFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : t('never'));
  const phone = usePhoneLayout();
  const status = (device: ScannerDevice) => (
    <Badge variant="light" color={device.isActive ? 'mint' : 'gray'} style={{ flexShrink: 0 }}>
      {device.isActive ? t('active') : t('revoked')}
    </Badge>
  );

  const revocation = useConfirmation(async (device: ScannerDevice) => {
    const result = await revoke(device.deviceId);
    if (!result.ok) notify.error(result.error.message || errorText(result.error));
    else {
      notify.success(t('revokedToast'));
      reload();
    }
  });

  const generateButton = (
    <Button leftSection={<IconKey size={16} />} onClick={creation.start}>
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
      <ScannerAddress i18nKey="where" />
      {error ? (
        <LoadFailure title={errorText(error)} onRetry={reload} />
      ) : !devices ? (
        <LoadingRows height={44} />
      ) : devices.length === 0 ? (
        <EmptyState
          icon={<IconDeviceMobile size={40} stroke={1.5} aria-hidden />}
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={generateButton}
        />
      ) : phone ? (
        <Stack gap="sm" component="ul" aria-label={t('listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
          {devices.map((device) => (
            <Paper
              key={device.deviceId}
              component="li"
              withBorder
              radius="md"
              p="md"
              data-testid="scanner-device"
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600} truncate miw={0}>
                  {device.deviceName}
                </Text>
                {status(device)}
              </Group>
              <SimpleGrid cols={2} spacing="sm" mt="xs">
                {[
                  { label: t('columns.created'), at: device.createdAt },
                  { label: t('columns.lastUsed'), at: device.lastUsedAt },
                ].map(({ label, at }) => (
                  <div key={label}>
                    <Text fz="xs" c="dimmed">
                      {label}
                    </Text>
                    <Text fz="sm">{when(at)}</Text>
                  </div>
                ))}
              </SimpleGrid>
              {device.isActive && (
                <Button
                  mt="sm"
                  variant="light"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  aria-label={t('revokeFor', { name: device.deviceName })}
                  onClick={() => revocation.ask(device)}
                >
                  {t('revoke')}
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('listLabel')}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => (
                    <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
                  ))}
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
                    <Table.Td>{status(device)}</Table.Td>
                    <Table.Td ta="right">
                      {device.isActive && (
                        <Tooltip label={t('revoke')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('revokeFor', { name: device.deviceName })}
                            onClick={() => revocation.ask(device)}
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

      {creation.modals}

      <ConfirmDialog
        {...revocation.dialog}
        title={t('revokeTitle')}
        message={t('revokeMessage', { name: revocation.subject?.deviceName ?? '' })}
        confirmLabel={t('revoke')}
      />
    </Stack>
  );
};
