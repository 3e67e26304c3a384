import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isUpcomingFeature } from '#domain/billing/index.ts';

/** "Soon" beside a plan feature this release does not do yet; nothing for the others. */
export const SoonBadge = ({ feature }: { feature: string }) => {
  const { t } = useTranslation('pricing');
  if (!isUpcomingFeature(feature)) return null;
  return (
    <Badge size="xs" variant="light" color="violet" c="violet.9" ml={6} style={{ verticalAlign: 'middle' }}>
      {t('values.soon')}
    </Badge>
  );
};
