import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBellRinging, IconDeviceMobile, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { authStore } from '../auth/auth.store.ts';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../app/i18n.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { Logo } from '../components/logo.tsx';
import { PassSketch } from '../components/pass-sketch.tsx';

const FEATURES = [
  { key: 'wallet', icon: IconDeviceMobile },
  { key: 'scan', icon: IconQrcode },
  { key: 'messages', icon: IconBellRinging },
] as const;

/** The public home page: what Passdeck is, and the way in. */
export const HomePage = () => {
  const { t, i18n } = useTranslation('common');
  usePageTitle('');
  const { user } = useSnapshot(authStore);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Container size="lg" w="100%" py="md">
        <Group justify="space-between">
          <Logo />
          <Group gap="xs">
            {user ? (
              <Button component={Link} to="/dashboard">
                {t('home.openDashboard')}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" variant="subtle">
                  {t('home.login')}
                </Button>
                <Button component={Link} to="/signup">
                  {t('home.signup')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>

      <Container size="lg" w="100%" py={{ base: 40, sm: 80 }} style={{ flex: 1 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="lg" justify="center">
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
              {t('home.headline')}
            </Title>
            <Text fz="lg" c="dimmed">
              {t('home.lead')}
            </Text>
            <Group>
              <Button component={Link} to={user ? '/dashboard' : '/signup'} size="lg">
                {user ? t('home.openDashboard') : t('home.cta')}
              </Button>
            </Group>
          </Stack>
          <Group justify="center" visibleFrom="md">
            <PassSketch width={260} />
          </Group>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" mt={64}>
          {FEATURES.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {t(`home.features.${key}.title`)}
              </Title>
              <Text c="dimmed" fz="sm">
                {t(`home.features.${key}.body`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {t('home.footer', { year: new Date().getFullYear() })}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/login" fz="sm">
                {t('home.login')}
              </Anchor>
              <NativeSelect
                aria-label={t('language')}
                size="xs"
                value={i18n.resolvedLanguage ?? 'en'}
                onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
                data={SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
              />
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
};
