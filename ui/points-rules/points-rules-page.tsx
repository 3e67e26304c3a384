import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconPencil, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthUseCases } from '#domain/auth/index.ts';
import { type AccrualConfig, type AccrualConfigView, LoyaltyUseCases } from '#domain/loyalty/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { EmptyState, LoadFailure } from '../components/load-state.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useCan } from '../app/use-can.ts';
import { PageHeader } from '../components/page-header.tsx';
import { AccrualConfigDialog } from './accrual-config-dialog.tsx';
import { SpendRuleLimits } from './spend-rule-limits.tsx';

type Editing = { config: AccrualConfigView | null } | null;

/**
 * /points-rules (requirements §2.2): the business's accrual configs, active or archived, each with a
 * summary of what it awards; create and edit in the dialog; archive instead of delete.
 */
export const PointsRulesPage = () => {
  const { t } = useTranslation('loyalty');
  const format = useLocaleFormat();
  usePageTitle(t('pageTitle'));
  const load = useInjection(LoyaltyUseCases.loadAccrualConfigs);
  const save = useInjection(LoyaltyUseCases.saveAccrualConfig);
  const setArchived = useInjection(LoyaltyUseCases.setAccrualArchived);
  const { value: configs, error, reload } = useLoaded(load);
  // A new rule starts in the business's currency (EUR while unknown or unset).
  const loadBusiness = useInjection(AuthUseCases.loadBusinessProfile);
  const { value: business } = useLoaded(useCallback(() => loadBusiness(), [loadBusiness]));
  const [filter, setFilter] = useState<'active' | 'archived'>('active');
  const [editing, setEditing] = useState<Editing>(null);

  const errorText = (e: DomainError) =>
    e.message || t(`errors:${e.code}`, { defaultValue: t('errors:http.internal') });

  const onSave = async (draft: AccrualConfig) => {
    const result = await save(editing?.config?.id ?? null, draft);
    if (!result.ok) {
      notify.error(errorText(result.error));
      return false;
    }
    notify.success(t(editing?.config ? 'savedToast' : 'createdToast', { name: result.value.name }));
    reload();
    return true;
  };
  const toggleArchived = async (config: AccrualConfigView) => {
    const result = await setArchived(config, !config.archived);
    if (!result.ok) notify.error(errorText(result.error));
    else {
      notify.success(t(config.archived ? 'restoredToast' : 'archivedToast', { name: config.name }));
      reload();
    }
  };
  // Archiving asks first (it takes the rule off the list new cards choose from); restoring does not.
  const archiving = useConfirmation<AccrualConfigView>(toggleArchived);

  const shown = configs?.filter((c) => c.archived === (filter === 'archived')) ?? [];
  const archivedCount = configs?.filter((c) => c.archived).length ?? 0;
  const canWrite = useCan()('rules.write');
  const createButton = canWrite && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ config: null })}>
      {t('create')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1080}>
      <PageHeader
        title={t('title')}
        description={canWrite ? t('description') : `${t('description')} ${t('common:readOnly')}`}
        action={createButton}
      />
      {configs && configs.length > 0 && (
        <SegmentedControl
          w="fit-content"
          value={filter}
          onChange={(v) => setFilter(v as 'active' | 'archived')}
          data={[
            { value: 'active', label: t('filterActive', { count: configs.length - archivedCount }) },
            { value: 'archived', label: t('filterArchived', { count: archivedCount }) },
          ]}
        />
      )}
      {error ? (
        <LoadFailure title={errorText(error)} onRetry={reload} />
      ) : !configs ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          <Skeleton h={140} />
          <Skeleton h={140} />
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<IconSparkles size={40} stroke={1.5} aria-hidden />}
          title={filter === 'archived' ? t('emptyArchivedTitle') : t('emptyTitle')}
          body={filter === 'archived' ? t('emptyArchivedBody') : t('emptyBody')}
          action={filter === 'active' && createButton}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {shown.map((config) => (
            <Paper key={config.id} withBorder radius="md" p="lg" data-testid="points-rule">
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Title order={2} fz="lg" lineClamp={2} miw={0}>
                    {config.name}
                  </Title>
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {t(`mode.${config.mode}`)}
                  </Badge>
                </Group>
                {config.spend && (
                  <Text fz="sm">
                    {t('summary.spend', {
                      count: Number(config.spend.pointsPerBase),
                      // In the reader's notation: "1,5 Punkte" in German.
                      points: format.number(Number(config.spend.pointsPerBase)),
                      amount: format.number(Number(config.spend.baseAmount)),
                      currency: config.spend.baseCurrency,
                    })}
                  </Text>
                )}
                {config.spend && (
                  // The minimum, the cap and whole-amounts counting change what a purchase earns:
                  // a tile without them read as a plain rate.
                  <SpendRuleLimits spend={config.spend} />
                )}
                {config.items.map((item) => (
                  <Text fz="sm" key={item.key}>
                    {t('summary.item', {
                      count: Number(item.pointsPerUnit),
                      points: format.number(Number(item.pointsPerUnit)),
                      key: item.key,
                    })}
                  </Text>
                ))}
                {canWrite && (
                  <Group gap="xs" mt="auto" pt="sm">
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing({ config })}
                      aria-label={t('editFor', { name: config.name })}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      variant="subtle"
                      size="xs"
                      color={config.archived ? 'blue' : 'gray'}
                      leftSection={
                        config.archived ? <IconArrowBackUp size={14} /> : <IconArchive size={14} />
                      }
                      onClick={() => (config.archived ? void toggleArchived(config) : archiving.ask(config))}
                      aria-label={t(config.archived ? 'restoreFor' : 'archiveFor', { name: config.name })}
                    >
                      {config.archived ? t('restore') : t('archive')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        {...archiving.dialog}
        title={t('archiveConfirmTitle', { name: archiving.subject?.name ?? '' })}
        message={t('archiveConfirmBody')}
        confirmLabel={t('archive')}
      />
      {editing && (
        <AccrualConfigDialog
          opened
          initial={editing.config}
          {...(business?.currency ? { currency: business.currency } : {})}
          onClose={() => setEditing(null)}
          onSave={onSave}
        />
      )}
    </Stack>
  );
};
