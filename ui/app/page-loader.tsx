import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusyIndicator } from '../components/busy-indicator.tsx';

/** A centred loader for the first paint and the session check. */
export const PageLoader = () => {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh">
      <BusyIndicator label={t('loading')} />
    </Center>
  );
};
