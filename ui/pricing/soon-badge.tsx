import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isUpcomingFeature } from '#domain/billing/index.ts';
import { STRONG_TEXT } from '../app/theme.ts';

/** "Soon" beside a plan feature this release does not do yet; nothing for the others. */
export const SoonBadge = ({ feature }: { feature: string }) => {
  const { t } = useTranslation('pricing');
  if (!isUpcomingFeature(feature)) return null;
  // The space keeps "Automations Soon" two words for a screen reader; the badge's margin is visual only.
  return (
    <>
      {' '}
      <Badge
        size="xs"
        variant="light"
        color="violet"
        c={STRONG_TEXT.violet}
        ml={4}
        style={{ verticalAlign: 'middle' }}
      >
        {t('values.soon')}
      </Badge>
    </>
  );
};
