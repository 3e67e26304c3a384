import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails } from '#domain/customers/index.ts';
import { staffNoteOf } from '#domain/scanner/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';

type LedgerEntry = CustomerDetails['history'][number];

/** The customer's newest ledger entries: what changed, what staff noted, by which device or user, and when. */
export const CustomerHistory = ({ history }: { history: CustomerDetails['history'] }) => {
  const { t } = useTranslation('customers');
  const { dateTime, number, money } = useLocaleFormat();
  // What a purchase rang up: its amount and its items ("€12.50 · 2 × latte").
  const purchaseText = (purchase: LedgerEntry['purchase']) =>
    purchase && [
      Number(purchase.amount) > 0 ? money(Number(purchase.amount), purchase.currency) : null,
      ...purchase.items.map((item) =>
        t('history.item', { quantity: number(Number(item.quantity)), key: item.key }),
      ),
    ];
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('details.history')}</Text>
      {history.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('details.noHistory')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} data-testid="customer-history">
          {history.map((e) => (
            <Timeline.Item key={e.id} title={t(`history.${e.action}`, { defaultValue: e.action })}>
              <Text fz="sm">
                {[
                  ...(purchaseText(e.purchase) ?? []),
                  e.stampsDelta !== 0
                    ? t('history.stampsDelta', {
                        count: e.stampsDelta,
                        amount: number(e.stampsDelta),
                        after: number(e.stampsAfter),
                      })
                    : null,
                  e.pointsDelta !== 0
                    ? t('history.pointsDelta', {
                        count: e.pointsDelta,
                        amount: number(e.pointsDelta),
                        after: number(e.pointsAfter),
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {staffNoteOf(e.notes) && (
                <Text fz="sm" fs="italic" data-testid="history-note">
                  {t('history.note', { note: staffNoteOf(e.notes) })}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {t(e.actorType === 'device' ? 'history.byDevice' : 'history.byUser', {
                  name: e.actorName || '–',
                })}{' '}
                · {dateTime(e.createdAt)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
};
