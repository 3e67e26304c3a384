import type { Meta, StoryObj } from '@storybook/react-vite';
import { DASHBOARD_METRICS, type DashboardStats } from '#domain/dashboard/index.ts';
import { ActivityChart } from './activity-chart.tsx';

const zero = Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, 0])) as Record<
  (typeof DASHBOARD_METRICS)[number],
  number
>;
const stats: DashboardStats = {
  range: '7d',
  bucket: 'day',
  timeZone: 'Europe/Lisbon',
  from: '2026-11-17T00:00:00.000Z',
  to: '2026-11-23T10:00:00.000Z',
  buckets: [12, 18, 9, 22, 30, 41, 17].map((scans, i) => ({
    ...zero,
    start: `2026-11-${17 + i}T00:00:00.000Z`,
    label: `2026-11-${17 + i}`,
    scans,
    installs: Math.round(scans / 3),
    newCustomers: Math.round(scans / 4),
  })),
  totals: Object.fromEntries(
    DASHBOARD_METRICS.map((m) => [m, { value: 0, previous: 0, change: 0 }]),
  ) as DashboardStats['totals'],
  activePasses: 320,
  customers: 415,
};

const meta: Meta<typeof ActivityChart> = {
  title: 'Dashboard/ActivityChart',
  component: ActivityChart,
  parameters: { layout: 'padded' },
  args: { title: 'Scans and installs', stats, metrics: ['scans', 'installs'], testId: 'chart' },
};
export default meta;

export const Week: StoryObj<typeof ActivityChart> = {};
