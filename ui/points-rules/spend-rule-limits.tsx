import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpendRule } from '#domain/loyalty/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';

/**
 * What limits a spend rule beyond its rate, under the rate on a rule's tile: the minimum purchase,
 * the most points one purchase earns, and whole-amounts counting, each named as the dialog names
 * it. Nothing when the rule has none of them.
 */
export const SpendRuleLimits = ({ spend }: { spend: SpendRule }) => {
  const { t } = useTranslation('loyalty');
  const format = useLocaleFormat();
  const detail = (label: string, value: string) => t('summary.detail', { label, value });
  const minimum = Number(spend.minAmount);
  const limits = [
    minimum > 0 && detail(t('dialog.minAmount'), format.money(minimum, spend.baseCurrency)),
    spend.maxPointsPerTxn !== null &&
      String(spend.maxPointsPerTxn).trim() !== '' &&
      detail(t('dialog.maxPoints'), format.number(Number(spend.maxPointsPerTxn))),
    spend.rounding === 'block_floor' && t('dialog.roundingBlocks'),
  ].filter((limit): limit is string => Boolean(limit));
  if (!limits.length) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="spend-rule-limits">
      {limits.join(' · ')}
    </Text>
  );
};
