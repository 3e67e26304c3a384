import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, type SessionView } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { LoadFailure, LoadingRows } from '../components/load-state.tsx';
import { EntryName } from './account-section.tsx';
import { relativeTime } from './relative-time.ts';

/** The devices signed in to this account, each with a way to sign it out. */
export const SessionsList = () => {
  const { t, i18n } = useTranslation('account', { keyPrefix: 'accountPage.sessions' });
  const errorText = useErrorText();
  const load = useInjection(AuthUseCases.loadSessions);
  const endOne = useInjection(AuthUseCases.logOutDevice);
  const endOthers = useInjection(AuthUseCases.logOutOtherDevices);
  const { value, error, reload } = useLoaded(load, { keepOnFailure: true });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const device = (s: SessionView) =>
    s.browser && s.os
      ? t('device', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? t('unknownDevice'));
  const end = async (id: string | null) => {
    setBusy(id ?? 'others');
    const result = id ? await endOne(id) : await endOthers();
    setBusy(null);
    setConfirming(false);
    if (!result.ok) return notify.error(errorText(result.error));
    notify.success(id ? t('ended') : t('endedOthers'));
    reload();
  };
  const others = value?.filter((s) => !s.current).length ?? 0;

  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={2} fz="lg">
          {t('title')}
        </Title>
        {others > 0 && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('endOthers')}
          </Button>
        )}
      </Group>
      {error && !value && <LoadFailure title={t('loadFailed')} onRetry={reload} />}
      {!error && !value && <LoadingRows height={48} rows={2} />}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {value?.map((s) => (
          <Group key={s.id} component="li" justify="space-between" wrap="nowrap" gap="sm" py={6}>
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconDeviceDesktop size={20} aria-hidden style={{ flexShrink: 0 }} />
              <EntryName
                name={device(s)}
                own={s.current ? t('thisDevice') : null}
                // The session you are using is in use now; its stored time only moves at each token
                // refresh, so it read "Last active 15 minutes ago" while being used.
                detail={
                  s.current
                    ? t('activeNow')
                    : t('lastSeen', { when: relativeTime(s.lastSeenAt, new Date(), i18n.language) })
                }
              />
            </Group>
            {!s.current && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                loading={busy === s.id}
                // The device's name gives way, not the button ("Wyloguj" cut to "Wylogu" on a phone).
                style={{ flexShrink: 0 }}
                onClick={() => void end(s.id)}
                aria-label={t('endOneOf', { device: device(s) })}
              >
                {t('endOne')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('endOthersTitle')}
        message={t('endOthersBody', { count: others })}
        confirmLabel={t('endOthers')}
        loading={busy === 'others'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void end(null)}
      />
    </Paper>
  );
};
