import { Alert, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { InvitationUseCases } from '#domain/invitations/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useErrorText } from '../app/use-error-text.ts';
import { authStore } from '../auth/auth.store.ts';
import { NewTabButton } from '../components/new-tab-button.tsx';
import { LinkQr } from '../components/link-qr.tsx';
import { testPassLink, UsedCode, useRenewCode, type TestCustomer } from './test-customer-step.tsx';

/**
 * The wizard follows one test customer's pass. A card without a code step gets one here, named
 * for the signed-in owner, once the server has said there is none yet.
 */
const useTestCustomerFor = (
  cardId: string,
  customer: TestCustomer | null,
  known: boolean,
  onCustomer: (customer: TestCustomer) => void,
) => {
  const { t } = useTranslation('cards');
  const errorText = useErrorText();
  const create = useInjection(InvitationUseCases.createTestCustomer);
  const { user } = useSnapshot(authStore);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (customer || !known || started.current) return;
    started.current = true;
    void create(cardId, { name: t('wizard.customer.defaultName'), email: user?.email ?? '' }).then(
      (result) => {
        if (!result.ok) setProblem(result.error.message || errorText(result.error));
        else if (result.value.kind === 'invalid') setProblem(t('wizard.customer.noCard'));
        else onCustomer(result.value.customer);
      },
    );
  }, [cardId, create, customer, errorText, known, onCustomer, t, user?.email]);
  return problem;
};

/**
 * requirements §2.3 step 2: install the test customer's pass on a phone. The QR code opens the card's
 * get-pass page with the test customer's code; the link opens it here.
 */
export const InstallStep = ({
  cardId,
  customer,
  known,
  onCustomer,
}: {
  cardId: string;
  customer: TestCustomer | null;
  /** The server's checks have loaded, so a missing test customer is really missing. */
  known: boolean;
  onCustomer: (customer: TestCustomer) => void;
}) => {
  const { t } = useTranslation('cards');
  const problem = useTestCustomerFor(cardId, customer, known, onCustomer);
  const renewal = useRenewCode(onCustomer);
  if (problem)
    return (
      <Alert color="red" variant="light" title={t('wizard.install.noCustomer')}>
        {problem}
      </Alert>
    );
  if (!customer) return <Skeleton h={180} aria-busy="true" />;
  const link = testPassLink(cardId, customer);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      {link && <LinkQr value={link} label={t('wizard.install.qrLabel')} />}
      <Stack gap="sm" style={{ flex: '1 1 260px' }}>
        {/* The steps point at the QR code: with the code spent there is none until a new code. */}
        {link && (
          <List type="ordered" spacing="xs">
            <List.Item>{t('wizard.install.scan')}</List.Item>
            <List.Item>{t('wizard.install.add')}</List.Item>
            <List.Item>{t('wizard.install.check')}</List.Item>
          </List>
        )}
        {customer.validationCode ? (
          <Text fz="sm" c="dimmed">
            {t('wizard.customer.codeOnce')}
          </Text>
        ) : (
          <UsedCode busy={renewal.busy} onRenew={() => void renewal.renew(customer)} />
        )}
        {link && (
          <Group>
            <NewTabButton href={link}>{t('wizard.install.open')}</NewTabButton>
          </Group>
        )}
      </Stack>
    </Group>
  );
};
