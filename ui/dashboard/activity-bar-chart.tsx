import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { DashboardMetric, DashboardStats } from '#domain/dashboard/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';

/** Chart colours from the palette, one per series (requirements §10.1). */
const COLORS: Record<DashboardMetric, string> = {
  newCustomers: 'green.7',
  installs: 'violet.6',
  scans: 'teal.6',
  stampsGiven: 'orange.6',
  pointsGiven: 'blue.6',
  rewardsRedeemed: 'pink.6',
  couponsRedeemed: 'grape.6',
  messagesSent: 'cyan.6',
};

/**
 * The bars of an activity chart. Its own module so that the charting library (recharts, about
 * 90 KB of gzipped JavaScript) loads after the dashboard shows, never before (issue 23).
 */
export const ActivityBarChart = ({
  stats,
  data,
  metrics,
}: {
  stats: DashboardStats;
  data: ReadonlyArray<Record<string, unknown>>;
  metrics: readonly DashboardMetric[];
}) => {
  const { t } = useTranslation('dashboard');
  const format = useLocaleFormat();
  return (
    <BarChart
      h={220}
      data={[...data]}
      dataKey="label"
      series={metrics.map((m) => ({ name: m, label: t(`metrics.${m}`), color: COLORS[m] }))}
      withLegend={metrics.length > 1}
      // recharts sorts the legend by its words, which puts "Installs" before the "New customers"
      // bar it stands beside (and differs per language); the series' own order is kept instead.
      legendProps={{ itemSorter: (item) => metrics.indexOf(item.dataKey as DashboardMetric) }}
      tickLine="y"
      gridAxis="y"
      xAxisLabel={t(stats.bucket === 'hour' ? 'table.hour' : 'table.day')}
      yAxisLabel={t('axis.count')}
      // Counts are whole: no 0.5 ticks when a day holds one or two.
      yAxisProps={{ allowDecimals: false }}
      valueFormatter={format.number}
      // Hidden from assistive technology (the table below says the same), so not focusable either.
      barChartProps={{ accessibilityLayer: false }}
      aria-hidden
    />
  );
};
