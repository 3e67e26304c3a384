import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card.tsx';

/** While a mail link is checked. */
export const VerifyingLink = () => {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('verifyLink.checking')}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('verifyLink.wait')}</Text>
      </Group>
    </AuthCard>
  );
};
