import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconActivity,
  IconAlertTriangle,
  IconCake,
  IconCheckbox,
  IconGift,
  IconList,
  IconMoon,
  IconSparkles,
  IconTarget,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '#domain/shared/index.ts';
import {
  type Segment,
  type SegmentFilter,
  type SegmentSort,
  segmentStats,
  SegmentUseCases,
  viewSegments,
} from '#domain/segments/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { EmptyState, LoadFailure } from '../components/load-state.tsx';
import { useSegmentName } from './use-segment-name.ts';
import { useActionName } from '../components/use-action-name.ts';

const ICONS: Record<string, typeof IconList> = {
  sparkles: IconSparkles,
  activity: IconActivity,
  alert: IconAlertTriangle,
  moon: IconMoon,
  target: IconTarget,
  gift: IconGift,
  trophy: IconTrophy,
  cake: IconCake,
  checkbox: IconCheckbox,
  list: IconList,
};

/**
 * The segmentation view (requirements §2.2): All / Predefined / Auto-Generated with counts, sorted by
 * customer count, name or type; each tile shows its count abbreviated by the domain (1.2K, 3.4M)
 * and opens the customers in it.
 */
export const SegmentsView = ({ onOpen }: { onOpen: (segment: Segment, name: string) => void }) => {
  const { t } = useTranslation('customers');
  const actionName = useActionName();
  const errorText = useErrorText();
  const load = useInjection(SegmentUseCases.loadSegments);
  const { value: segments, error, reload } = useLoaded(load);
  const [filter, setFilter] = useState<SegmentFilter>('all');
  const [sort, setSort] = useState<SegmentSort>('count');
  const nameOf = useSegmentName();
  const format = useLocaleFormat();
  const narrow = useMediaQuery('(max-width: 36em)');

  if (error) return <LoadFailure title={errorText(error)} onRetry={reload} />;
  if (!segments)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  const stats = segmentStats(segments);
  const shown = viewSegments(segments, filter, sort, nameOf);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={filter}
          // Three labels with counts do not fit side by side on a phone, in most languages.
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          onChange={(v) => setFilter(v as SegmentFilter)}
          aria-label={t('segments.filterLabel')}
          data={[
            { value: 'all', label: t('segments.filter.all', { n: stats.all }) },
            { value: 'predefined', label: t('segments.filter.predefined', { n: stats.predefined }) },
            { value: 'auto', label: t('segments.filter.auto', { n: stats.auto }) },
          ]}
        />
        <Select
          label={t('segments.sortLabel')}
          value={sort}
          onChange={(v) => v && setSort(v as SegmentSort)}
          allowDeselect={false}
          w={220}
          data={[
            { value: 'count', label: t('segments.sort.count') },
            { value: 'name', label: t('segments.sort.name') },
            { value: 'type', label: t('segments.sort.type') },
          ]}
        />
      </Group>
      {shown.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup size={40} aria-hidden />}
          title={t('segments.emptyTitle')}
          body={t('segments.emptyBody')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="segment-tiles">
          {shown.map((s) => {
            const Icon = ICONS[s.icon] ?? IconList;
            const name = nameOf(s);
            return (
              <Card key={s.key} withBorder radius="md" padding="md" data-testid="segment-tile">
                <Group justify="space-between" align="center" wrap="nowrap">
                  <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                    <Icon size={18} />
                  </ThemeIcon>
                  <Badge variant="light" color={s.isPredefined ? 'violet' : 'gray'} radius="sm">
                    {t(s.isPredefined ? 'segments.predefined' : 'segments.auto')}
                  </Badge>
                </Group>
                <Text fw={600} mt="sm" lineClamp={2}>
                  {name}
                </Text>
                <Text fz="sm" c="dimmed" lineClamp={2}>
                  {s.isAutoGenerated ? s.description : t(s.description, { defaultValue: '' })}
                </Text>
                <Group justify="space-between" align="flex-end" mt="auto" pt="md">
                  <Text fz={28} fw={700} title={format.number(s.customerCount)} data-testid="segment-count">
                    {formatCount(s.customerCount)}
                  </Text>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    disabled={s.customerCount === 0}
                    onClick={() => onOpen(s, name)}
                    // One per segment on the page: each says whose customers it opens.
                    aria-label={actionName(t('segments.view'), name)}
                  >
                    {t('segments.view')}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
};
