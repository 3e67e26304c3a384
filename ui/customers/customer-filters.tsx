import { Badge, Button, CloseButton, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Card } from '#domain/cards/index.ts';
import { CUSTOMER_STATUSES, type CustomerListQuery } from '#domain/customers/index.ts';
import { CardFilter } from '../cards/card-filter.tsx';
import { useClearButton } from '../components/use-clear-button.ts';

const SORTS = ['-createdAt', 'createdAt', 'name', '-name', '-lastActivityAt', '-points', '-stamps'] as const;
export const FILTER_KEYS = [
  'q',
  'cardId',
  'status',
  'dateFrom',
  'dateTo',
  'segment',
  'sort',
  'page',
] as const;

/** Address parameters to set (a value) or drop (null). */
export type FilterChanges = Partial<
  Record<(typeof FILTER_KEYS)[number] | 'view' | 'segmentName', string | null>
>;

/** One end of the filter's date range: a day, or none (null) once cleared. */
const DateFilter = ({
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  error?: string | null;
  onChange: (value: string | null) => void;
}) => (
  <TextInput
    type="date"
    label={label}
    value={value ?? ''}
    min={min}
    max={max}
    error={error}
    onChange={(e) => onChange(e.currentTarget.value || null)}
    w={{ base: '47%', xs: 160 }}
  />
);

/**
 * The customer list's filter bar: search, card, status, dates, sort, the segment opened from the
 * segmentation view, and clearing them all. On a phone (`narrow`) the filters beyond the search
 * fold away behind a button that counts the active ones.
 */
export const CustomerFilters = ({
  search,
  onSearch,
  query,
  dateRangeError,
  segmentName,
  cards,
  filtered,
  narrow,
  unfolded,
  onToggleFold,
  onChange,
  onClearAll,
}: {
  search: string;
  onSearch: (search: string) => void;
  query: Partial<CustomerListQuery>;
  /** Why the dates are not applied (the end is before the start), shown on "until". */
  dateRangeError: string | null;
  segmentName: string | null;
  cards: readonly Card[];
  filtered: boolean;
  narrow: boolean;
  unfolded: boolean;
  onToggleFold: () => void;
  onChange: (changes: FilterChanges) => void;
  onClearAll: () => void;
}) => {
  const { t } = useTranslation('customers');
  const clearButton = useClearButton();
  const activeFilters = (['cardId', 'status', 'dateFrom', 'dateTo'] as const).filter((k) => query[k]).length;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => onSearch(e.currentTarget.value)}
            rightSection={
              search ? (
                <CloseButton aria-label={t('filters.clearSearch')} onClick={() => onSearch('')} />
              ) : null
            }
            maxLength={100}
            style={{ flex: '1 1 240px' }}
          />
          {narrow && (
            <Button
              variant="default"
              leftSection={<IconFilter size={16} />}
              aria-expanded={unfolded}
              onClick={onToggleFold}
            >
              {t('filters.more', { n: activeFilters })}
            </Button>
          )}
        </Group>
        {(!narrow || unfolded) && (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <CardFilter
              cards={cards}
              value={query.cardId ?? null}
              onChange={(v) => onChange({ cardId: v })}
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              label={t('filters.status')}
              placeholder={t('filters.anyStatus')}
              clearable
              clearButtonProps={clearButton(t('filters.status'))}
              value={query.status ?? null}
              onChange={(v) => onChange({ status: v })}
              data={CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              w={{ base: '100%', xs: 180 }}
            />
            <DateFilter
              label={t('filters.from')}
              value={query.dateFrom}
              max={query.dateTo}
              onChange={(dateFrom) => onChange({ dateFrom })}
            />
            <DateFilter
              label={t('filters.to')}
              value={query.dateTo}
              min={query.dateFrom}
              error={dateRangeError}
              onChange={(dateTo) => onChange({ dateTo })}
            />
            <Select
              label={t('filters.sort')}
              value={query.sort ?? '-createdAt'}
              onChange={(v) => onChange({ sort: v === '-createdAt' ? null : v })}
              allowDeselect={false}
              data={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
        )}
        {(query.segment || filtered) && (
          <Group gap="sm">
            {query.segment && (
              <Badge
                size="lg"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('filters.clearSegment')}
                    onClick={() => onChange({ segment: null, segmentName: null })}
                  />
                }
              >
                {t('filters.segment', { name: segmentName ?? query.segment })}
              </Badge>
            )}
            <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
              {t('filters.clearAll')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
