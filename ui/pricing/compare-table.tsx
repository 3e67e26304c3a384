import { Box, Table, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanName } from './use-plan-name.ts';
import { FEATURE_NAMES, type PlanView } from '#domain/billing/index.ts';
import { ScrollFades, useScrollEdges } from '../components/scroll-fades.tsx';
import classes from './compare-table.module.css';
import { FeatureText } from './feature-text.tsx';
import { SoonBadge } from './soon-badge.tsx';

/**
 * Every feature and limit of the plans shown, side by side: a real table (column and row headers)
 * that scrolls sideways on a phone, where five plans do not fit; the feature names stay in view,
 * and a line says the plans scroll.
 */
export const CompareTable = ({ plans }: { plans: readonly PlanView[] }) => {
  const { t } = useTranslation('pricing');
  const planName = usePlanName();
  const titleId = useId();
  const region = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(region, plans.length);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Title order={2} fz={22} mb={edges.start || edges.end ? 4 : 'md'} id={titleId}>
        {t('compare.title')}
      </Title>
      {(edges.start || edges.end) && (
        <Text fz="sm" c="dimmed" mb="sm">
          {t('compare.scrollHint')}
        </Text>
      )}
      {/* Focusable so that keyboard users can scroll it too; positioned so that the screen-reader
          words in its cells (absolutely placed) stay inside what it scrolls. */}
      <Box pos="relative">
        {/* No fade on the left: the feature names stand there. */}
        <ScrollFades edges={{ start: false, end: edges.end }} />
        <Box
          ref={region}
          role="region"
          aria-label={t('compare.region')}
          tabIndex={0}
          pos="relative"
          style={{ overflowX: 'auto' }}
        >
          <Table
            className={classes.table}
            miw={720}
            striped
            withTableBorder
            verticalSpacing="sm"
            aria-labelledby={titleId}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" className={classes.feature}>
                  {t('compare.feature')}
                </Table.Th>
                {plans.map((plan) => (
                  <Table.Th key={plan._id} scope="col" ta="center">
                    {planName(plan)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FEATURE_NAMES.map((name) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" fw={500} className={classes.feature}>
                    {t(`features.${name}`)}
                    <SoonBadge feature={name} />
                  </Table.Th>
                  {plans.map((plan) => (
                    <Table.Td key={plan._id} ta="center">
                      <FeatureText plan={plan} name={name} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
};
