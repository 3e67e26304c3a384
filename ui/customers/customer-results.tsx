import { Button, Group, Pagination, Paper, Text } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_PAGE, type CustomerView } from '#domain/customers/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { EmptyState, LoadFailure } from '../components/load-state.tsx';
import { CustomerList } from './customer-list.tsx';

/**
 * One page of the customer list, or why there is none (a failure to retry, no customer yet, none
 * that match the filters), and the range shown with the page switcher below it.
 */
export const CustomerResults = ({
  data,
  loading,
  error,
  filtered,
  fields,
  page,
  canAdd,
  onRetry,
  onOpen,
  onAdd,
  onPage,
}: {
  data: { items: CustomerView[]; total: number } | null;
  loading: boolean;
  error: DomainError | null;
  filtered: boolean;
  fields: ComponentProps<typeof CustomerList>['fields'];
  page: number;
  canAdd: boolean;
  onRetry: () => void;
  onOpen: (customer: CustomerView) => void;
  onAdd: () => void;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('customers');
  const errorText = useErrorText();
  const pages = data ? Math.max(1, Math.ceil(data.total / CUSTOMER_PAGE.defaultSize)) : 1;
  return (
    <>
      {error ? (
        <LoadFailure title={errorText(error)} onRetry={onRetry} />
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
              <Button leftSection={<IconUserPlus size={16} />} onClick={onAdd} disabled={!canAdd}>
                {t('add')}
              </Button>
            }
          />
        )
      ) : (
        <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }} bg="transparent">
          <CustomerList customers={data?.items ?? null} loading={loading} fields={fields} onOpen={onOpen} />
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
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            siblings={1}
          />
        </Group>
      )}
    </>
  );
};
