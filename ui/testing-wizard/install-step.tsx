import { Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewTabButton } from '../components/new-tab-button.tsx';
import { LinkQr } from '../components/link-qr.tsx';
import { testPassLink, type TestCustomer } from './test-customer-step.tsx';

/**
 * SPEC §2.3 step 2: install the pass on a phone. The QR code opens the card's get-pass page
 * (with the test customer's code when there is one); the link opens it here.
 */
export const InstallStep = ({ cardId, customer }: { cardId: string; customer: TestCustomer | null }) => {
  const { t } = useTranslation('cards');
  const link = testPassLink(cardId, customer);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <LinkQr value={link} label={t('wizard.install.qrLabel')} />
      <Stack gap="sm" style={{ flex: '1 1 260px' }}>
        <List type="ordered" spacing="xs">
          <List.Item>{t('wizard.install.scan')}</List.Item>
          <List.Item>{t('wizard.install.add')}</List.Item>
          <List.Item>{t('wizard.install.check')}</List.Item>
        </List>
        {customer && (
          <Text fz="sm" c="dimmed">
            {t('wizard.customer.codeOnce')}
          </Text>
        )}
        <Group>
          <NewTabButton href={link}>{t('wizard.install.open')}</NewTabButton>
        </Group>
      </Stack>
    </Group>
  );
};
