import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';

/** The spec's "Verification Failed !!!" screen for a wrong, used or expired mail link. */
export const VerificationFailed = ({ backTo }: { backTo: string }) => {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('verifyLink.failedTitle')}>
      <Stack>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon color="red" variant="light" size="xl" radius="xl" aria-hidden>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Text role="alert">{t('verifyLink.failedText')}</Text>
        </Group>
        <Button component={Link} to={backTo} fullWidth size="md">
          {t('verifyLink.back')}
        </Button>
      </Stack>
    </AuthCard>
  );
};
