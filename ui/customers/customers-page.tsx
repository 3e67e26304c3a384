import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Card, CardUseCases } from '#domain/cards/index.ts';
import {
  CUSTOMER_PAGE,
  type CustomerListQuery,
  CustomerUseCases,
  customerQueryFromAddress,
  datesInOrder,
} from '#domain/customers/index.ts';
import { domainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { viewerTimeZone } from '../app/viewer-time-zone.ts';
import { useUpgradeGate } from '../billing/use-upgrade-gate.tsx';
import { AddCustomerModal } from '../cards/add-customer-modal.tsx';
import { useCan } from '../app/use-can.ts';
import { PageHeader } from '../components/page-header.tsx';
import { saveFile } from '../components/qr-download.ts';
import { CustomerDetailsDrawer } from './customer-details-drawer.tsx';
import { CustomerFilters, FILTER_KEYS, type FilterChanges } from './customer-filters.tsx';
import { CustomerResults } from './customer-results.tsx';
import { SegmentsView } from './segments-view.tsx';
import { useRowFocusReturn } from './use-row-focus-return.ts';

/**
 * /customers (requirements §2.2): every holder of the business's cards, paged, sorted and filtered by the
 * server (the filters live in the address, so a view can be shared and Back works), with the
 * details drawer, add customer, CSV export of the filtered view, and the segmentation view.
 */
export const CustomersPage = () => {
  const { t } = useTranslation('customers');
  usePageTitle(t('pageTitle'));
  const errorText = useErrorText();
  const gate = useUpgradeGate();
  const loadCustomers = useInjection(CustomerUseCases.loadCustomers);
  const loadCards = useInjection(CardUseCases.loadCards);
  const download = useInjection(CustomerUseCases.downloadCustomerExport);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'segments' ? 'segments' : 'customers';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const canManage = useCan()('customers.manage');
  const { value: cards } = useLoaded(useCallback(() => loadCards(), [loadCards]));
  const published = useMemo(() => (cards ?? []).filter((c: Card) => c.isPublished), [cards]);

  // Keyed by its text, so a change elsewhere in the address (the tab, a segment's name) neither
  // reloads nor dims the list.
  const fromAddress = useMemo(() => customerQueryFromAddress((key) => params.get(key)), [params]);
  const queryText = JSON.stringify({ pageSize: CUSTOMER_PAGE.defaultSize, ...fromAddress.query });
  const query = useMemo(() => JSON.parse(queryText) as Partial<CustomerListQuery>, [queryText]);

  const update = useCallback(
    (changes: FilterChanges) =>
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
        // A page turned is a step Back undoes; filters and typed search replace the entry instead,
        // and keep the scroll where the user is working (a filter halfway down stays in view).
        { replace: !('page' in changes), preventScrollReset: !('page' in changes) },
      ),
    [setParams],
  );

  // A parameter the table left out (an old link's sort, an edited status, a range that ends before
  // it starts) leaves the address too, so the filters show what the table shows and a reload does
  // not bring it back.
  const { invalid } = fromAddress;
  useEffect(() => {
    if (invalid.length) update(Object.fromEntries(invalid.map((key) => [key, null])));
  }, [invalid, update]);

  // The typed search goes to the address once it settles, and only when the typing changed it…
  const urlSearch = params.get('q') ?? '';
  const written = useRef(debounced.trim());
  useEffect(() => {
    const typed = debounced.trim();
    if (typed === written.current) return;
    written.current = typed;
    if (urlSearch !== typed) update({ q: typed || null });
  }, [debounced, urlSearch, update]);
  // …while an address changed from outside (Back to an earlier page, a link) brings its own search
  // into the box, instead of the box writing the old one back over it.
  const seenUrlSearch = useRef(urlSearch);
  useEffect(() => {
    if (urlSearch === seenUrlSearch.current) return;
    seenUrlSearch.current = urlSearch;
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setSearch(urlSearch);
    }
  }, [urlSearch]);

  // The dates as typed while they end before they start: shown with the error on "until", not
  // queried, so the table keeps its last good result.
  const [badDates, setBadDates] = useState<{ dateFrom: string | null; dateTo: string | null } | null>(null);
  const changeFilters = useCallback(
    (changes: FilterChanges) => {
      if (!('dateFrom' in changes) && !('dateTo' in changes)) return update(changes);
      const dates = {
        dateFrom: badDates ? badDates.dateFrom : (query.dateFrom ?? null),
        dateTo: badDates ? badDates.dateTo : (query.dateTo ?? null),
        ...('dateFrom' in changes ? { dateFrom: changes.dateFrom ?? null } : {}),
        ...('dateTo' in changes ? { dateTo: changes.dateTo ?? null } : {}),
      };
      if (!datesInOrder(dates.dateFrom, dates.dateTo)) return setBadDates(dates);
      setBadDates(null);
      update({ ...changes, ...dates });
    },
    [badDates, query.dateFrom, query.dateTo, update],
  );
  const shownQuery = useMemo(
    () =>
      badDates
        ? { ...query, dateFrom: badDates.dateFrom ?? undefined, dateTo: badDates.dateTo ?? undefined }
        : query,
    [badDates, query],
  );

  // "Added from" and "until" are the viewer's days.
  const loadPage = useCallback(
    () => loadCustomers({ ...query, tz: viewerTimeZone() }),
    [loadCustomers, query],
  );
  // The last answer stays on screen (dimmed as busy) until the next one arrives.
  const {
    value: data,
    error: failure,
    loading,
    reload,
  } = useLoaded(view === 'customers' ? loadPage : null, { keepOnFailure: true });
  const error = loading ? null : failure;
  const returnFocusToRow = useRowFocusReturn(loading);

  // On a phone the filters beyond the search fold away (requirements §10.2: the list stays within thumb reach).
  const narrow = useMediaQuery('(max-width: 48em)');
  const [showFilters, setShowFilters] = useState(false);
  const filtered = FILTER_KEYS.some((k) => k !== 'sort' && k !== 'page' && params.get(k));
  const selectedCard = published.find((c) => c._id === query.cardId);
  const fields = selectedCard?.dataCollection.enabled ? selectedCard.dataCollection.fields : [];
  const page = query.page ?? 1;

  const exportCsv = async () => {
    setExporting(true);
    const { page: _page, pageSize: _size, ...filter } = query;
    const result = await download(filter, { timeZone: viewerTimeZone() });
    setExporting(false);
    if (!result.ok) return gate.gated(result.error) || notify.error(errorText(result.error));
    saveFile(new Blob([result.value.bytes as BlobPart], { type: 'text/csv' }), result.value.fileName);
    notify.success(t('export.done', { name: result.value.fileName }));
  };

  return (
    <>
      {gate.dialog}
      <PageHeader
        title={t('pageTitle')}
        description={t('description')}
        action={
          <Group gap="sm">
            {canManage && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={exporting}
                onClick={() => void exportCsv()}
              >
                {t('export.button')}
              </Button>
            )}
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
          <CustomerFilters
            search={search}
            onSearch={setSearch}
            query={shownQuery}
            dateRangeError={badDates ? errorText(domainError('validation.date_range_invalid')) : null}
            segmentName={params.get('segmentName')}
            cards={published}
            filtered={filtered}
            narrow={narrow}
            unfolded={showFilters}
            onToggleFold={() => setShowFilters((v) => !v)}
            onChange={changeFilters}
            onClearAll={() => {
              setSearch('');
              setBadDates(null);
              setParams({}, { replace: true, preventScrollReset: true });
            }}
          />
          <CustomerResults
            data={data}
            loading={loading}
            error={error}
            filtered={filtered}
            fields={fields}
            page={page}
            canAdd={published.length > 0}
            onRetry={reload}
            onOpen={(c) => setOpenId(c.id)}
            onAdd={() => setAdding(true)}
            onPage={(p) => update({ page: p === 1 ? null : String(p) })}
          />
        </Stack>
      )}
      <CustomerDetailsDrawer
        customerId={openId}
        onClose={() => {
          if (openId) returnFocusToRow(openId);
          setOpenId(null);
        }}
        onChanged={reload}
      />
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
