import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred loader for the first paint and the session check. */
export const PageLoader = () => {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
};
