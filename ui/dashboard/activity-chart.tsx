import { Button, Group, Paper, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardMetric, DashboardStats } from '#domain/dashboard/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { useActionName } from '../components/use-action-name.ts';

// Loaded on the first chart, after the dashboard has shown (requirements §10.1 charts, issue 23 weight).
const ActivityBarChart = lazy(async () => ({
  default: (await import('./activity-bar-chart.tsx')).ActivityBarChart,
}));

/**
 * One chart of a group of metrics per hour or day, with axis labels and a tooltip of exact values,
 * and the same numbers as a table (shown on request, always there for screen readers).
 */
export const ActivityChart = ({
  title,
  stats,
  metrics,
  testId,
  wide = false,
}: {
  title: string;
  stats: DashboardStats;
  metrics: readonly DashboardMetric[];
  testId: string;
  /** Spans every column of the grid it sits in. */
  wide?: boolean;
}) => {
  const { t } = useTranslation('dashboard');
  const actionName = useActionName();
  const format = useLocaleFormat();
  const [asTable, setAsTable] = useState(false);
  const switchLabel = t(asTable ? 'showChart' : 'showTable');
  const label = (iso: string, bucketLabel: string) =>
    stats.bucket === 'hour'
      ? new Intl.DateTimeFormat(format.locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso))
      : new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
          new Date(`${bucketLabel}T00:00:00Z`),
        );
  const data = stats.buckets.map((b) => ({ ...b, label: label(b.start, b.label) }));
  const table = (
    <Table striped fz="sm">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(stats.bucket === 'hour' ? 'table.hour' : 'table.day')}</Table.Th>
          {metrics.map((m) => (
            <Table.Th key={m}>{t(`metrics.${m}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((row) => (
          <Table.Tr key={row.start}>
            <Table.Td>{row.label}</Table.Td>
            {metrics.map((m) => (
              <Table.Td key={m}>{format.number(row[m])}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={testId}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{title}</Text>
        {/* An action named by what it does next (not a pressed toggle, whose name would have to
            stay the same), and by which chart it is for: five of them sit on the page. */}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAsTable((v) => !v)}
          aria-label={actionName(switchLabel, title)}
        >
          {switchLabel}
        </Button>
      </Group>
      {asTable ? (
        <Table.ScrollContainer minWidth={320}>{table}</Table.ScrollContainer>
      ) : (
        <>
          <Suspense fallback={<Skeleton h={220} aria-hidden />}>
            <ActivityBarChart stats={stats} data={data} metrics={metrics} />
          </Suspense>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Paper>
  );
};
