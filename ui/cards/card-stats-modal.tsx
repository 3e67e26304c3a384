import { Alert, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../components/use-return-focus.ts';
import { formatCount } from '#domain/shared/index.ts';
import { MessagingUseCases } from '#domain/messaging/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';
import { LoadingRows } from '../components/load-state.tsx';

/** The card stats panel (requirements §2.2): messages and installs by period, active cards, created date. */
export const CardStatsModal = ({
  cardId,
  cardName,
  onClose,
}: {
  cardId: string;
  cardName: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('cards');
  // Rendered only while open: closing unmounts it, so Mantine cannot give the focus back.
  useReturnFocus(true);
  const loadStats = useInjection(MessagingUseCases.loadCardStats);
  const load = useCallback(() => loadStats(cardId), [loadStats, cardId]);
  const { value: stats, error } = useLoaded(load);
  const last = stats?.lastMessage;
  return (
    <Modal opened onClose={onClose} title={t('stats.title', { name: cardName })} centered>
      {error ? (
        <Alert color="red">{t(`errors:${error.code}`)}</Alert>
      ) : !stats ? (
        <LoadingRows height={28} />
      ) : (
        <Stack>
          {!stats.hasData && <Text c="dimmed">{t('stats.noStats')}</Text>}
          <Table aria-label={t('stats.title', { name: cardName })}>
            <Table.Tbody>
              {stats.rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{t(`stats.rows.${row.key}`)}</Table.Td>
                  <Table.Td
                    ta="right"
                    fw={600}
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    data-testid={`stat-${row.key}`}
                  >
                    {formatCount(row.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
              {stats.createdAt && (
                <Table.Tr>
                  <Table.Td>{t('stats.created')}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {stats.createdAt}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          {last && (
            <Stack gap={4}>
              <Text fz="sm" fw={600}>
                {t('stats.lastMessage')}
              </Text>
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {last.text}
              </Text>
              <Progress
                value={last.recipients ? (last.delivered / last.recipients) * 100 : 100}
                aria-label={t('stats.delivery')}
              />
              <Text fz="xs" c="dimmed">
                {t('stats.delivered', { delivered: last.delivered, recipients: last.recipients })}
              </Text>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
};
