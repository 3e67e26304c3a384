import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../app/use-can.ts';
import { useSnapshot } from 'valtio';
import { displayNameOf } from '#domain/auth/index.ts';
import { CardUseCases, NEW_CARD_PATH } from '#domain/cards/index.ts';
import {
  DASHBOARD_METRICS,
  DASHBOARD_RANGES,
  type DashboardMetric,
  type DashboardRange,
  type DashboardTotal,
  DashboardUseCases,
} from '#domain/dashboard/index.ts';
import { ok } from '#domain/shared/index.ts';
import { authStore } from '../auth/auth.store.ts';
import { useInjection } from '../app/container-context.tsx';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { viewerTimeZone } from '../app/viewer-time-zone.ts';
import { EmptyState, LoadFailure } from '../components/load-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PassSketch } from '../components/pass-sketch.tsx';
import { FirstStepsPanel } from './first-steps-panel.tsx';
import { WalletSettingsPanel } from './wallet-settings-panel.tsx';

// The card filter (a select with a dropdown) and the charts (with their tables, which scroll in
// Mantine's ScrollArea) load beside the page, not before it: both bring floating-ui (issue 23).
const CardFilter = lazy(async () => ({ default: (await import('../cards/card-filter.tsx')).CardFilter }));
const ActivityChart = lazy(async () => ({ default: (await import('./activity-chart.tsx')).ActivityChart }));
const CARD_FILTER_WIDTH = 220;
/** A labelled input's height at Mantine's default size, held while the filter loads. */
const CARD_FILTER_HEIGHT = 59;
/** A chart's panel (title row and the 220 px chart), held while the charts load. */
const CHART_PANEL_HEIGHT = 296;

/** The business's set-up: the wallet settings to fix, then the first steps still to take. */
const SetupPanels = () => (
  <>
    <WalletSettingsPanel />
    <FirstStepsPanel />
  </>
);

/** A figure, with its change against the period before when there is one (arrow and text, not colour alone). */
const StatTile = ({
  id,
  label,
  value,
  hint,
  total,
}: {
  id: string;
  label: string;
  value: number;
  hint: string;
  total?: DashboardTotal;
}) => {
  const { t } = useTranslation('dashboard');
  const format = useLocaleFormat();
  const tone = !total?.change ? 'gray' : total.change > 0 ? 'teal' : 'red';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={`stat-${id}`}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group justify="space-between" align="flex-end" mt={4} gap={4}>
        <Text fz={{ base: 22, sm: 28 }} fw={700} data-testid={`stat-${id}-value`}>
          {format.number(value)}
        </Text>
        {total && (
          <Badge
            variant="light"
            color={tone}
            radius="sm"
            title={t('change.previous', { value: total.previous })}
          >
            {total.change === null
              ? t('change.new')
              : `${total.change > 0 ? '↑' : total.change < 0 ? '↓' : ''} ${format.number(Math.abs(total.change))} %`}
          </Badge>
        )}
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
};

/** The charts: which metrics each one groups; the first (customers) spans the page. */
const CHARTS: readonly { id: string; metrics: readonly DashboardMetric[] }[] = [
  { id: 'customers', metrics: ['newCustomers', 'installs'] },
  { id: 'visits', metrics: ['scans'] },
  { id: 'loyalty', metrics: ['stampsGiven', 'pointsGiven'] },
  { id: 'redemptions', metrics: ['rewardsRedeemed', 'couponsRedeemed'] },
  { id: 'messages', metrics: ['messagesSent'] },
];

/**
 * /dashboard (requirements §2.2, §9): the business's activity for the last 24 hours, 7 or 30 days, for all
 * cards or one. What the cache (`dashboard_data_cache`) holds shows at once and is refreshed in
 * the background; with no card yet, the page leads to creating the first one.
 */
export const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  const format = useLocaleFormat();
  usePageTitle(t('pageTitle'));
  const errorText = useErrorText();
  const { user } = useSnapshot(authStore);
  const can = useCan();
  const canCreate = can('cards.write');
  // The wallet settings and the first steps are the business's set-up: staff at the counter can
  // act on neither, so they see the figures only.
  const setsUp = can('business.edit');
  const name = user ? displayNameOf(user) : '';
  const dashboard = useInjection(DashboardUseCases.dashboardData);
  const loadCards = useInjection(CardUseCases.loadCards);
  const {
    value: cards,
    error: cardsError,
    reload: reloadCards,
  } = useLoaded(useCallback(() => loadCards(), [loadCards]));
  const [range, setRange] = useState<DashboardRange>('7d');
  const [cardId, setCardId] = useState<string | null>(null);
  const cached = useMemo(() => dashboard.cached(range, cardId), [dashboard, range, cardId]);
  const key = `${range}:${cardId ?? 'all'}`;
  // The answer names its range and card: after switching, the cache shows until the new answer.
  const loadStats = useCallback(
    () =>
      dashboard
        .refresh(range, cardId, viewerTimeZone())
        .then((result) => (result.ok ? ok({ key, data: result.value, at: new Date() }) : result)),
    [dashboard, range, cardId, key],
  );
  const { value: answer, error: failure, loading: refreshing, reload: refresh } = useLoaded(loadStats);
  const error = refreshing ? null : failure;
  const fresh = answer?.key === key ? answer : null;
  const shown = fresh ?? (cached ? { data: cached.data, at: cached.savedAt } : null);
  const stats = shown?.data ?? null;
  const published = (cards ?? []).filter((c) => c.isPublished);
  const metricTile = (m: DashboardMetric) =>
    stats && (
      <StatTile
        key={m}
        id={m}
        label={t(`metrics.${m}`)}
        value={stats.totals[m].value}
        hint={t(`change.against.${stats.range}`)}
        total={stats.totals[m]}
      />
    );

  if (cards && cards.length === 0)
    return (
      <>
        <PageHeader title={t('welcome', { name })} description={t('description')} />
        {setsUp && <SetupPanels />}
        <EmptyState
          icon={<PassSketch width={150} />}
          // Staff cannot make cards: they are told who does, not asked to make one.
          title={canCreate ? t('empty.title') : t('empty.staffTitle')}
          body={canCreate ? t('empty.body') : t('empty.staffBody')}
          action={
            canCreate && (
              <Button component={Link} to={NEW_CARD_PATH} size="md" leftSection={<IconPlus size={18} />}>
                {t('empty.action')}
              </Button>
            )
          }
        />
      </>
    );

  return (
    <>
      <PageHeader title={t('welcome', { name })} description={t('description')} />
      {setsUp && <SetupPanels />}
      <Group justify="space-between" align="flex-end" wrap="wrap" mb="md" gap="sm">
        <SegmentedControl
          value={range}
          onChange={(v) => setRange(v as DashboardRange)}
          aria-label={t('range.label')}
          data={DASHBOARD_RANGES.map((r) => ({ value: r, label: t(`range.${r}`) }))}
        />
        <Group gap="sm" align="flex-end">
          <Text fz="xs" c="dimmed" aria-live="polite" data-testid="dashboard-updated">
            {refreshing ? (
              <Group gap={6} component="span">
                <Loader size={12} aria-hidden />
                {t('refreshing')}
              </Group>
            ) : shown ? (
              t('updated', {
                time: format.time(shown.at),
              })
            ) : null}
          </Text>
          <Suspense fallback={<Skeleton w={CARD_FILTER_WIDTH} h={CARD_FILTER_HEIGHT} />}>
            <CardFilter
              cards={published}
              value={cardId}
              onChange={setCardId}
              w={CARD_FILTER_WIDTH}
              disabled={cardsError !== null}
            />
          </Suspense>
        </Group>
      </Group>
      {cardsError && <LoadFailure title={errorText(cardsError)} onRetry={reloadCards} />}
      {error && !stats && <LoadFailure title={errorText(error)} onRetry={refresh} />}
      {error && stats && (
        <Text c="red" fz="sm" mb="sm" role="status">
          {t('staleWarning')}
        </Text>
      )}
      {!stats && !error ? (
        <SimpleGrid cols={{ base: 2, md: 4, lg: 5 }} aria-busy="true">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} height={104} radius="md" />
          ))}
        </SimpleGrid>
      ) : stats ? (
        <Stack gap="md">
          {/* Customers lead (issue 19): everyone so far, then who joined in the period. */}
          <SimpleGrid cols={{ base: 2, md: 4, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
            <StatTile
              id="customers"
              label={t('metrics.customers')}
              value={stats.customers}
              hint={t('customersHint')}
            />
            {metricTile('newCustomers')}
            <StatTile
              id="activePasses"
              label={t('metrics.activePasses')}
              value={stats.activePasses}
              hint={t('activeHint')}
            />
            {DASHBOARD_METRICS.filter((m) => m !== 'newCustomers').map(metricTile)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {CHARTS.map((chart, i) => (
              <Suspense
                key={chart.id}
                fallback={
                  <Skeleton
                    h={CHART_PANEL_HEIGHT}
                    radius="md"
                    style={i === 0 ? { gridColumn: '1 / -1' } : undefined}
                    aria-hidden
                  />
                }
              >
                <ActivityChart
                  title={t(`charts.${chart.id}`)}
                  stats={stats}
                  metrics={chart.metrics}
                  testId={`chart-${chart.id}`}
                  wide={i === 0}
                />
              </Suspense>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </>
  );
};
