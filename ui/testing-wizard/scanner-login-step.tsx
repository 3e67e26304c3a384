import { Badge, Button, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScannerUseCases } from '#domain/scanner/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';
import { LoadFailure } from '../components/load-state.tsx';
import { useDeviceKeyCreation } from '../device-keys/device-key-modals.tsx';

/**
 * requirements §2.3 step 5: sign the scanner in. The business's device keys are listed; Generate key (or
 * New key when there are some) opens the name modal, then the reveal modal to copy the key.
 */
export const ScannerLoginStep = () => {
  const { t } = useTranslation(['cards', 'scanner']);
  const load = useInjection(ScannerUseCases.loadScannerKeys);
  const { value: devices, error, reload } = useLoaded(load);
  const creation = useDeviceKeyCreation(reload);
  const active = devices?.filter((device) => device.isActive) ?? [];
  const errorText = (e: DomainError) => t(`errors:${e.code}`, { defaultValue: t('errors:http.internal') });

  return (
    <Stack>
      <List type="ordered" spacing="xs">
        <List.Item>{t('wizard.scannerLogin.generate')}</List.Item>
        <List.Item>{t('wizard.scannerLogin.open')}</List.Item>
        <List.Item>{t('wizard.scannerLogin.paste')}</List.Item>
      </List>
      {error ? (
        <LoadFailure title={errorText(error)} onRetry={reload} />
      ) : !devices ? (
        <Skeleton h={72} aria-busy="true" />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {active.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('wizard.scannerLogin.none')}
              </Text>
            ) : (
              <Stack gap={6} aria-label={t('wizard.scannerLogin.listLabel')} role="list">
                {active.map((device) => (
                  <Group key={device.deviceId} gap="xs" role="listitem" data-testid="wizard-device">
                    <Badge variant="light" color="mint" size="sm">
                      {t('scanner:active')}
                    </Badge>
                    <Text fz="sm" fw={600}>
                      {device.deviceName}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Group>
              <Button leftSection={<IconKey size={16} />} onClick={creation.start}>
                {active.length ? t('scanner:newKey') : t('scanner:generate')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {creation.modals}
    </Stack>
  );
};
