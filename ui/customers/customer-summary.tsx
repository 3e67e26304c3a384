import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stampFace } from '#domain/cards/index.ts';
import type { CollectedAnswer, CustomerDetails } from '#domain/customers/index.ts';
import { formatShortCode } from '#domain/shared/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { StatusBadge, useAnswerText } from './customer-list.tsx';

const Fact = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Stack gap={2}>
    <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text fz="sm" data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/**
 * The stamps as the pass draws them: stamps past a full card start the next one (12 on a 10-stamp
 * card read "2 of 10", the rewards ready being their own fact), never "12 of 10".
 */
const StampsFact = ({ customer, maxStamps }: { customer: CustomerDetails; maxStamps: number }) => {
  const { t } = useTranslation('customers');
  const face = stampFace(customer.stamps, maxStamps, customer.rewardsAvailable);
  return (
    <Fact
      label={t('details.stamps')}
      value={t('details.stampsOf', { stamps: face.filled, max: face.total })}
      testId="customer-stamps"
    />
  );
};

/** Who the customer is and where their card stands: name, status, contact, card and wallet, counters as the card reads them. */
export const CustomerSummary = ({ customer }: { customer: CustomerDetails }) => {
  const { t } = useTranslation('customers');
  const { dateTime } = useLocaleFormat();
  return (
    <>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={3} fz="xl" data-testid="customer-name">
            {customer.name || t('list.unnamed')}
          </Title>
          <StatusBadge status={customer.status} />
        </Group>
        <Text c="dimmed" fz="sm">
          {[customer.email, customer.phone].filter(Boolean).join(' · ') || t('details.noContact')}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label={t('details.card')} value={customer.cardName} />
        {/* The code under the pass's QR code, for staff to type when the camera cannot read it. */}
        <Fact
          label={t('details.passCode')}
          value={formatShortCode(customer.shortCode)}
          testId="customer-pass-code"
        />
        <Fact label={t('details.wallet')} value={t(`wallet.${customer.wallet}`)} />
        <Fact label={t('details.installed')} value={dateTime(customer.installedAt)} />
        <Fact label={t('details.added')} value={dateTime(customer.createdAt)} />
        <Fact label={t('details.lastVisit')} value={dateTime(customer.lastActivityAt)} />
        {customer.maxStamps !== null && <StampsFact customer={customer} maxStamps={customer.maxStamps} />}
        {(customer.allowedActions.includes('add_points') || customer.points > 0) && (
          <Fact label={t('details.points')} value={String(customer.points)} testId="customer-points" />
        )}
        {customer.level !== null && (
          <Fact
            label={t('details.level')}
            value={
              customer.nextLevel
                ? t('details.levelNext', {
                    level: customer.level,
                    next: customer.nextLevel,
                    points: customer.pointsToNextLevel,
                  })
                : customer.level
            }
          />
        )}
        {customer.allowedActions.includes('redeem_reward') && (
          <Fact label={t('details.rewards')} value={String(customer.rewardsAvailable)} />
        )}
        {customer.passType === 'coupon' && (
          <Fact
            label={t('details.coupon')}
            value={customer.couponRedeemedAt ? dateTime(customer.couponRedeemedAt) : t('balance.couponOpen')}
          />
        )}
      </SimpleGrid>
    </>
  );
};

/** The customer's answers to the card's data-collection form; nothing when there are none. */
export const CustomerAnswers = ({ answers }: { answers: readonly CollectedAnswer[] }) => {
  const { t } = useTranslation('customers');
  const answer = useAnswerText();
  if (answers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('details.answers')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {answers.map((a) => (
          <Fact key={a.key} label={a.label} value={answer(a.value)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
