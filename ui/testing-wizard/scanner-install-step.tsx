import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScannerAppLinksToken } from '#domain/scanner/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { NewTabButton } from '../components/new-tab-button.tsx';
import { LinkQr } from '../components/link-qr.tsx';

/**
 * requirements §2.3 step 4: where staff get the scanner. Our web scanner works on any phone and installs
 * from the browser; the App Store, Google Play and APK links show when the site publishes them.
 */
export const ScannerInstallStep = () => {
  const { t } = useTranslation('cards');
  const links = useInjection(ScannerAppLinksToken);
  const web = `${window.location.origin}${links.web}`;
  const native = [
    { key: 'appStore', href: links.appStore, icon: <IconBrandApple size={16} /> },
    { key: 'playStore', href: links.playStore, icon: <IconBrandGooglePlay size={16} /> },
    { key: 'apk', href: links.apk, icon: <IconBrandAndroid size={16} /> },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <LinkQr value={web} size={144} label={t('wizard.scannerApp.qrLabel')} />
          <Stack gap="xs" style={{ flex: '1 1 240px' }}>
            <Title order={3} fz="md">
              {t('wizard.scannerApp.webTitle')}
            </Title>
            <Text fz="sm">{t('wizard.scannerApp.webBody')}</Text>
            <Text fz="sm" c="dimmed">
              {t('wizard.scannerApp.homeScreen')}
            </Text>
            <Group>
              <NewTabButton href={links.web}>{t('wizard.scannerApp.openWeb')}</NewTabButton>
            </Group>
          </Stack>
        </Group>
      </Paper>
      {native.length > 0 && (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {t('wizard.scannerApp.nativeTitle')}
          </Text>
          <Group>
            {native.map((link) => (
              <NewTabButton key={link.key} href={link.href} icon={link.icon} variant="default">
                {t(`wizard.scannerApp.${link.key}`)}
              </NewTabButton>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
};
