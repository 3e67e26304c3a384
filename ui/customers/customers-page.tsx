import {
  Badge,
  Button,
  CloseButton,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFilter, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadCards, type Card } from '#domain/cards/index.ts';
import {
  CUSTOMER_PAGE,
  CUSTOMER_STATUSES,
  DownloadCustomerExport,
  LoadCustomers,
  type CustomerListQuery,
} from '#domain/customers/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { AddCustomerModal } from '../cards/add-customer-modal.tsx';
import { EmptyState, LoadFailure } from '../components/load-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { saveFile } from '../components/qr-download.ts';
import { CustomerDetailsDrawer } from './customer-details-drawer.tsx';
import { CustomerList } from './customer-list.tsx';
import { SegmentsView } from './segments-view.tsx';

const SORTS = ['-createdAt', 'createdAt', 'name', '-name', '-lastActivityAt', '-points', '-stamps'] as const;
const FILTER_KEYS = ['q', 'cardId', 'status', 'dateFrom', 'dateTo', 'segment', 'sort', 'page'] as const;

/**
 * /customers (requirements §2.2): every holder of the business's cards, paged, sorted and filtered by the
 * server (the filters live in the address, so a view can be shared and Back works), with the
 * details drawer, add customer, CSV export of the filtered view, and the segmentation view.
 */
export const CustomersPage = () => {
  const { t } = useTranslation('customers');
  usePageTitle(t('pageTitle'));
  const errorText = useErrorText();
  const loadCustomers = useInjection(LoadCustomers);
  const loadCards = useInjection(LoadCards);
  const download = useInjection(DownloadCustomerExport);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'segments' ? 'segments' : 'customers';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { value: cards } = useLoaded(useCallback(() => loadCards(), [loadCards]));
  const published = useMemo(() => (cards ?? []).filter((c: Card) => c.isPublished), [cards]);

  // Keyed by its text, so a change elsewhere in the address (the tab, a segment's name) neither
  // reloads nor dims the list.
  const queryText = useMemo(() => {
    const q: Partial<CustomerListQuery> = { pageSize: CUSTOMER_PAGE.defaultSize };
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) Object.assign(q, { [key]: key === 'page' ? Number(value) || 1 : value });
    }
    return JSON.stringify(q);
  }, [params]);
  const query = useMemo(() => JSON.parse(queryText) as Partial<CustomerListQuery>, [queryText]);

  const update = useCallback(
    (changes: Partial<Record<(typeof FILTER_KEYS)[number] | 'view' | 'segmentName', string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // Any filter change starts again at the first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if ((params.get('q') ?? '') !== debounced.trim()) update({ q: debounced.trim() || null });
  }, [debounced, params, update]);

  const loadPage = useCallback(() => loadCustomers(query), [loadCustomers, query]);
  // The last answer stays on screen (dimmed as busy) until the next one arrives.
  const {
    value: data,
    error: failure,
    loading,
    reload,
  } = useLoaded(view === 'customers' ? loadPage : null, { keepOnFailure: true });
  const error = loading ? null : failure;

  // On a phone the filters beyond the search fold away (requirements §10.2: the list stays within thumb reach).
  const narrow = useMediaQuery('(max-width: 48em)');
  const [showFilters, setShowFilters] = useState(false);
  const activeFilters = (['cardId', 'status', 'dateFrom', 'dateTo'] as const).filter((k) =>
    params.get(k),
  ).length;
  const filtered = FILTER_KEYS.some((k) => k !== 'sort' && k !== 'page' && params.get(k));
  const selectedCard = published.find((c) => c._id === query.cardId);
  const fields = selectedCard?.dataCollection.enabled ? selectedCard.dataCollection.fields : [];
  const page = query.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / CUSTOMER_PAGE.defaultSize)) : 1;

  const exportCsv = async () => {
    setExporting(true);
    const { page: _page, pageSize: _size, ...filter } = query;
    const result = await download(filter);
    setExporting(false);
    if (!result.ok) return notify.error(errorText(result.error));
    saveFile(new Blob([result.value.bytes as BlobPart], { type: 'text/csv' }), result.value.fileName);
    notify.success(t('export.done', { name: result.value.fileName }));
  };

  return (
    <>
      <PageHeader
        title={t('pageTitle')}
        description={t('description')}
        action={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {t('export.button')}
            </Button>
            <Button
              leftSection={<IconUserPlus size={16} />}
              onClick={() => setAdding(true)}
              disabled={published.length === 0}
            >
              {t('add')}
            </Button>
          </Group>
        }
      />
      <Tabs value={view} onChange={(v) => update({ view: v === 'segments' ? 'segments' : null })} mb="md">
        <Tabs.List>
          <Tabs.Tab value="customers">{t('tabs.customers')}</Tabs.Tab>
          <Tabs.Tab value="segments">{t('tabs.segments')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {view === 'segments' ? (
        <SegmentsView
          onOpen={(segment, name) => update({ view: null, segment: segment.key, segmentName: name })}
        />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('filters.search')}
                  placeholder={t('filters.searchPlaceholder')}
                  leftSection={<IconSearch size={16} />}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  rightSection={
                    search ? (
                      <CloseButton aria-label={t('filters.clearSearch')} onClick={() => setSearch('')} />
                    ) : null
                  }
                  maxLength={100}
                  style={{ flex: '1 1 240px' }}
                />
                {narrow && (
                  <Button
                    variant="default"
                    leftSection={<IconFilter size={16} />}
                    aria-expanded={showFilters}
                    onClick={() => setShowFilters((v) => !v)}
                  >
                    {t('filters.more', { n: activeFilters })}
                  </Button>
                )}
              </Group>
              {(!narrow || showFilters) && (
                <Group gap="sm" align="flex-end" wrap="wrap">
                  <Select
                    label={t('filters.card')}
                    placeholder={t('filters.allCards')}
                    clearable
                    value={query.cardId ?? null}
                    onChange={(v) => update({ cardId: v })}
                    data={published.map((c) => ({ value: c._id, label: c.name }))}
                    w={{ base: '100%', xs: 200 }}
                  />
                  <Select
                    label={t('filters.status')}
                    placeholder={t('filters.anyStatus')}
                    clearable
                    value={query.status ?? null}
                    onChange={(v) => update({ status: v })}
                    data={CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                    w={{ base: '100%', xs: 180 }}
                  />
                  <TextInput
                    type="date"
                    label={t('filters.from')}
                    value={query.dateFrom ?? ''}
                    max={query.dateTo}
                    onChange={(e) => update({ dateFrom: e.currentTarget.value || null })}
                    w={{ base: '47%', xs: 160 }}
                  />
                  <TextInput
                    type="date"
                    label={t('filters.to')}
                    value={query.dateTo ?? ''}
                    min={query.dateFrom}
                    onChange={(e) => update({ dateTo: e.currentTarget.value || null })}
                    w={{ base: '47%', xs: 160 }}
                  />
                  <Select
                    label={t('filters.sort')}
                    value={query.sort ?? '-createdAt'}
                    onChange={(v) => update({ sort: v === '-createdAt' ? null : v })}
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
                          onClick={() => update({ segment: null, segmentName: null })}
                        />
                      }
                    >
                      {t('filters.segment', { name: params.get('segmentName') ?? query.segment })}
                    </Badge>
                  )}
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => {
                      setSearch('');
                      setParams({}, { replace: true });
                    }}
                  >
                    {t('filters.clearAll')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>

          {error ? (
            <LoadFailure title={errorText(error)} onRetry={reload} />
          ) : data && data.total === 0 && !loading ? (
            filtered ? (
              <EmptyState
                icon={<IconSearch size={40} aria-hidden />}
                title={t('empty.filteredTitle')}
                body={t('empty.filteredBody')}
              />
            ) : (
              <EmptyState
                icon={<IconUsers size={40} aria-hidden />}
                title={t('empty.title')}
                body={t('empty.body')}
                action={
                  <Button
                    leftSection={<IconUserPlus size={16} />}
                    onClick={() => setAdding(true)}
                    disabled={published.length === 0}
                  >
                    {t('add')}
                  </Button>
                }
              />
            )
          ) : (
            <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }} bg="transparent">
              <CustomerList
                customers={data?.items ?? null}
                loading={loading}
                fields={fields}
                onOpen={(c) => setOpenId(c.id)}
              />
            </Paper>
          )}

          {data && data.total > 0 && (
            <Group justify="space-between" wrap="wrap">
              <Text fz="sm" c="dimmed" aria-live="polite" data-testid="customers-total">
                {t('list.range', {
                  from: (page - 1) * CUSTOMER_PAGE.defaultSize + 1,
                  to: Math.min(page * CUSTOMER_PAGE.defaultSize, data.total),
                  count: data.total,
                })}
              </Text>
              <Pagination
                total={pages}
                value={page}
                onChange={(p) => update({ page: p === 1 ? null : String(p) })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                siblings={1}
              />
            </Group>
          )}
        </Stack>
      )}
      <CustomerDetailsDrawer customerId={openId} onClose={() => setOpenId(null)} onChanged={reload} />
      <AddCustomerModal
        opened={adding}
        onClose={() => {
          setAdding(false);
          reload();
        }}
        cards={published}
        {...(query.cardId ? { cardId: query.cardId } : {})}
      />
    </>
  );
};
