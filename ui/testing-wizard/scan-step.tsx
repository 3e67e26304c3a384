import { Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandGoogle, IconScan } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InvitationUseCases } from '#domain/invitations/index.ts';
import { ErrorReporterToken } from '#domain/shared/index.ts';
import type { ScanScenario } from '#domain/testing-wizard/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { NewTabButton } from '../components/new-tab-button.tsx';
import { testPassLink, UsedCode, useRenewCode, type TestCustomer } from './test-customer-step.tsx';

/** One way to try the scan on a phone. */
const WayCard = ({ title, body, action }: { title: string; body: string; action: ReactNode }) => (
  <Paper withBorder radius="md" p="md">
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      <Text fz="sm">{body}</Text>
      {action}
    </Stack>
  </Paper>
);

/**
 * requirements §2.3 step 6: how to scan, then what to try for this kind of card. On a phone there are
 * two ways (this phone shows the pass, or this phone is the scanner); on a computer the Google
 * pass opens on screen so a phone can scan it. A failed Google download is only logged (requirements §8).
 */
export const ScanStep = ({
  cardId,
  scenario,
  customer,
  onCustomer,
}: {
  cardId: string;
  scenario: ScanScenario;
  customer: TestCustomer | null;
  /** Takes the test customer with a new code, when the old one was spent. */
  onCustomer: (customer: TestCustomer) => void;
}) => {
  const { t } = useTranslation('cards');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const googleUrl = useInjection(InvitationUseCases.testGooglePassUrl);
  const reporter = useInjection(ErrorReporterToken);
  const [opening, setOpening] = useState(false);
  const passLink = testPassLink(cardId, customer);
  const renewal = useRenewCode(onCustomer);

  const openGoogle = async () => {
    // Opened before the await, so the browser counts it as the click's own window.
    const tab = window.open('', '_blank');
    setOpening(true);
    const result = await googleUrl(cardId, customer?.validationCode ?? null);
    setOpening(false);
    if (result.ok) {
      if (tab) tab.location.href = result.value;
      else window.location.assign(result.value);
      return;
    }
    tab?.close();
    reporter.report({ kind: 'ui', message: `wizard google pass: ${result.error.code}` });
  };

  return (
    <Stack>
      <List type="ordered" spacing="xs">
        <List.Item>{t('wizard.scan.showPass')}</List.Item>
        <List.Item>{t('wizard.scan.openScanner')}</List.Item>
        <List.Item>{t(`wizard.scan.scenario.${scenario}`)}</List.Item>
        <List.Item>{t('wizard.scan.watch')}</List.Item>
      </List>
      {phone ? (
        <SimpleGrid cols={1} spacing="sm">
          <WayCard
            title={t('wizard.scan.optionPassTitle')}
            body={t('wizard.scan.optionPassBody')}
            action={
              passLink ? (
                <NewTabButton href={passLink}>{t('wizard.install.open')}</NewTabButton>
              ) : (
                <UsedCode busy={renewal.busy} onRenew={() => customer && void renewal.renew(customer)} />
              )
            }
          />
          <WayCard
            title={t('wizard.scan.optionScannerTitle')}
            body={t('wizard.scan.optionScannerBody')}
            action={
              <NewTabButton href="/scanner" icon={<IconScan size={16} />}>
                {t('wizard.scannerApp.openWeb')}
              </NewTabButton>
            }
          />
        </SimpleGrid>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t('wizard.scan.desktopBody')}</Text>
            <Button
              leftSection={<IconBrandGoogle size={16} />}
              loading={opening}
              onClick={() => void openGoogle()}
            >
              {t('wizard.scan.openGoogle')}
            </Button>
            {/* A spent code opens the Google pass only in a browser that kept the test pass. */}
            {!passLink && (
              <UsedCode busy={renewal.busy} onRenew={() => customer && void renewal.renew(customer)} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
};
