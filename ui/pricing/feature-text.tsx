import { Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlanView } from '#domain/billing/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { featureValue, type FeatureValue } from './pricing-view.ts';
import { SoonBadge } from './soon-badge.tsx';

/**
 * A plan's feature in words: "Scanner devices: 5" on a tile (`withName`), or the value alone in the
 * compare table, where included and not included are marks with their words for screen readers.
 */
export const FeatureText = ({
  plan,
  name,
  withName = false,
}: {
  plan: PlanView;
  name: string;
  withName?: boolean;
}) => {
  const { t } = useTranslation('pricing');
  const format = useLocaleFormat();
  const value = featureValue(plan, name);
  const words = value.kind === 'count' ? format.number(value.count) : t(`values.${value.kind}`);
  if (withName)
    return (
      <>
        {`${t(`features.${name}`)}: ${words}`}
        <SoonBadge feature={name} />
      </>
    );
  if (value.kind === 'included' || value.kind === 'notIncluded')
    return (
      <>
        <FeatureMark value={value} size={18} />
        <VisuallyHidden>{words}</VisuallyHidden>
      </>
    );
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
      {words}
    </Text>
  );
};

/** A check for what a plan has, a dash for what it has not (decoration: the words say it). */
export const FeatureMark = ({ value, size = 16 }: { value: FeatureValue; size?: number }) => {
  const Icon = value.kind === 'notIncluded' ? IconMinus : IconCheck;
  return (
    <Icon
      size={size}
      aria-hidden
      color={value.kind === 'notIncluded' ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-violet-6)'}
    />
  );
};
