import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AuthUseCases } from '#domain/auth/index.ts';
import { canRole } from '#domain/team/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { authStore } from '../auth/auth.store.ts';
import { saveFile } from '../components/qr-download.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

const INCLUDED = ['profile', 'cards', 'customers', 'history', 'team'] as const;

/** The data tab: download everything; owners may also delete the account. */
export const DataTab = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.data' });
  const errorText = useErrorText();
  const { user } = useSnapshot(authStore);
  const download = useInjection(AuthUseCases.downloadAccountData);
  const [busy, setBusy] = useState(false);
  const role = user?.teamRole ?? 'staff';
  const exportAll = async () => {
    setBusy(true);
    const result = await download();
    setBusy(false);
    if (!result.ok) return notify.error(errorText(result.error));
    saveFile(new Blob([result.value.bytes as BlobPart], { type: 'application/zip' }), result.value.fileName);
    notify.success(t('downloaded', { name: result.value.fileName }));
  };
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="xs">
          {t('exportTitle')}
        </Title>
        <Text c="dimmed" mb="xs">
          {canRole(role, 'data.export') ? t('exportBody') : t('exportNotAllowed')}
        </Text>
        <List size="sm" mb="md" spacing={4}>
          {INCLUDED.map((part) => (
            <List.Item key={part}>{t(`included.${part}`)}</List.Item>
          ))}
        </List>
        {canRole(role, 'data.export') && (
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            onClick={() => void exportAll()}
          >
            {t('download')}
          </Button>
        )}
      </Paper>
      {canRole(role, 'account.delete') && <DeleteAccountSection />}
    </Stack>
  );
};
