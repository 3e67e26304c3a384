import { Anchor, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logoTarget } from '#domain/auth/index.ts';
import { LanguagePicker } from '../components/language-picker.tsx';
import { Logo } from '../components/logo.tsx';

/** The bar over a public page: the logo home, and the way in (or back to the dashboard). */
export const PublicHeader = ({ signedIn }: { signedIn: boolean }) => {
  const { t } = useTranslation('pricing');
  const { t: common } = useTranslation('common');
  return (
    <header>
      <Container size={1200} py="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={logoTarget(signedIn)} underline="never" aria-label={common('appName')}>
            <Logo />
          </Anchor>
          <Group component="nav" gap="xs" wrap="nowrap" aria-label={t('nav.label')}>
            <LanguagePicker />
            {signedIn ? (
              <Button component={Link} to="/dashboard" variant="light">
                {t('nav.dashboard')}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" variant="subtle">
                  {t('nav.login')}
                </Button>
                <Button component={Link} to="/signup">
                  {t('nav.signup')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
};
