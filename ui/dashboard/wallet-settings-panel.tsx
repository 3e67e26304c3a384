import { Alert, Button, Collapse, List, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { walletNeedsAttention, type WalletStatus, WalletUseCases } from '#domain/wallet/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';

/** What keeps the passes back, one plain sentence each, in the order a business meets them. */
const problemsOf = (status: WalletStatus) => [
  ...(status.apple.signing === 'development' ? (['appleDevelopment'] as const) : []),
  ...(status.apple.updateProblem ? ([`updates_${status.apple.updateProblem}`] as const) : []),
  ...(status.google.signing === 'development' ? (['googleDevelopment'] as const) : []),
];

/**
 * The wallet settings as the business sees them: said plainly when passes will not install or
 * update. On a phone the details fold behind a button so the figures stay in reach.
 */
export const WalletSettingsNotice = ({ status }: { status: WalletStatus }) => {
  const { t } = useTranslation('dashboard');
  // Read at once (no server rendering here): the notice must not open and fold on a phone.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [folded, { toggle }] = useDisclosure(true);
  const detailsId = useId();
  if (!walletNeedsAttention(status)) return null;
  const problems = problemsOf(status);
  const open = wide || !folded;
  const details = (
    <>
      <List spacing={6} size="sm" mt={wide ? 0 : 'xs'}>
        {problems.map((problem) => (
          <List.Item key={problem}>{t(`wallet.${problem}`, { publicUrl: status.publicUrl })}</List.Item>
        ))}
      </List>
      <Text fz="sm" mt="sm">
        {t('wallet.fix')}
      </Text>
    </>
  );
  // Folding is for phones. A wide screen shows the details as they are: a Collapse that opened
  // while the page was still laying out kept a measured height, and stretched the notice.
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      mb="md"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('wallet.title')}
      // The yellow title would read at about 2:1 on the light yellow; the text colour reads at AA.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="wallet-settings"
    >
      {!wide && (
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          px={0}
          onClick={toggle}
          aria-expanded={open}
          aria-controls={detailsId}
        >
          {open ? t('wallet.hide') : t('wallet.show', { count: problems.length })}
        </Button>
      )}
      {wide ? (
        details
      ) : (
        <Collapse expanded={open} id={detailsId}>
          {details}
        </Collapse>
      )}
    </Alert>
  );
};

/** Loads the wallet status for the dashboard; nothing shows while it loads or when all is well. */
export const WalletSettingsPanel = () => {
  const load = useInjection(WalletUseCases.loadWalletStatus);
  const { value } = useLoaded(load);
  return value ? <WalletSettingsNotice status={value} /> : null;
};
