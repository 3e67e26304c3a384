import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconMail, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeCustomer, LoadCustomerDetails, RemoveCustomer } from '#domain/customers/index.ts';
import { EmailCustomerCode, RenewCustomerCode } from '#domain/invitations/index.ts';
import type { ScanActionId } from '#domain/scanner/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { ValidationCode } from '../cards/validation-code.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { LoadFailure } from '../components/load-state.tsx';
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
 * The customer details (requirements §3 pass user details and actions): contact data, answers, card and
 * wallet, counters as the card reads them, history; actions: stamps or points, redeem, new code,
 * resend the invitation, delete (confirmed). Every change reloads the details and tells the page.
 */
export const CustomerDetailsDrawer = ({
  customerId,
  onClose,
  onChanged,
}: {
  customerId: string | null;
  onClose: () => void;
  onChanged: () => void;
}) => {
  const { t } = useTranslation('customers');
  return (
    <Drawer
      opened={customerId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} fz="lg">
          {t('details.title')}
        </Title>
      }
    >
      {customerId && (
        <DetailsBody key={customerId} customerId={customerId} onClose={onClose} onChanged={onChanged} />
      )}
    </Drawer>
  );
};

const DetailsBody = ({
  customerId,
  onClose,
  onChanged,
}: {
  customerId: string;
  onClose: () => void;
  onChanged: () => void;
}) => {
  const { t } = useTranslation('customers');
  const errorText = useErrorText();
  const answer = useAnswerText();
  const load = useInjection(LoadCustomerDetails);
  const change = useInjection(ChangeCustomer);
  const remove = useInjection(RemoveCustomer);
  const renew = useInjection(RenewCustomerCode);
  const emailCode = useInjection(EmailCustomerCode);
  const {
    value: customer,
    error,
    reload,
  } = useLoaded(useCallback(() => load(customerId), [load, customerId]));
  const [busy, setBusy] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>(1);
  const [confirming, setConfirming] = useState(false);
  const { dateTime } = useLocaleFormat();

  if (error) return <LoadFailure title={errorText(error)} onRetry={reload} />;
  if (!customer)
    return (
      <Stack aria-busy="true">
        <Skeleton height={28} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </Stack>
    );

  const run = async (
    key: string,
    task: () => Promise<{ ok: boolean; error?: Parameters<typeof errorText>[0] }>,
    done: string,
  ) => {
    setBusy(key);
    const result = await task();
    setBusy(null);
    if (!result.ok) return notify.error(result.error ? errorText(result.error) : t('errors.actionFailed'));
    notify.success(done);
    reload();
    onChanged();
  };

  const act = (actionId: ScanActionId, value?: number) =>
    run(actionId, () => change(customer.id, actionId, value), t(`actions.done.${actionId}`));

  const value = typeof amount === 'number' ? amount : Number.NaN;
  const validValue = Number.isInteger(value) && value >= 1 && value <= 100_000;
  const wallet = t(`wallet.${customer.wallet}`);

  return (
    <Stack gap="lg" data-testid="customer-details">
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
        <Fact label={t('details.wallet')} value={wallet} />
        <Fact label={t('details.installed')} value={dateTime(customer.installedAt)} />
        <Fact label={t('details.added')} value={dateTime(customer.createdAt)} />
        <Fact label={t('details.lastVisit')} value={dateTime(customer.lastActivityAt)} />
        {customer.maxStamps !== null && (
          <Fact
            label={t('details.stamps')}
            value={t('details.stampsOf', { stamps: customer.stamps, max: customer.maxStamps })}
            testId="customer-stamps"
          />
        )}
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

      {customer.allowedActions.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text fw={600}>{t('actions.title')}</Text>
            {(customer.allowedActions.includes('add_stamp') ||
              customer.allowedActions.includes('add_points')) && (
              <Group align="flex-end" gap="sm">
                <NumberInput
                  label={t('actions.amount')}
                  value={amount}
                  onChange={setAmount}
                  min={1}
                  max={100_000}
                  allowDecimal={false}
                  w={120}
                  error={validValue ? undefined : t('actions.amountInvalid')}
                />
                {customer.allowedActions.includes('add_stamp') && (
                  <Button
                    loading={busy === 'add_stamp'}
                    disabled={!validValue || busy !== null}
                    onClick={() => void act('add_stamp', value)}
                  >
                    {t('actions.addStamps')}
                  </Button>
                )}
                {customer.allowedActions.includes('add_points') && (
                  <Button
                    loading={busy === 'add_points'}
                    disabled={!validValue || busy !== null}
                    onClick={() => void act('add_points', value)}
                  >
                    {t('actions.addPoints')}
                  </Button>
                )}
              </Group>
            )}
            <Group gap="sm">
              {customer.allowedActions.includes('redeem_reward') && (
                <Button
                  variant="light"
                  loading={busy === 'redeem_reward'}
                  disabled={customer.rewardsAvailable < 1 || busy !== null}
                  onClick={() => void act('redeem_reward')}
                >
                  {t('actions.redeemReward')}
                </Button>
              )}
              {customer.allowedActions.includes('redeem_coupon') && (
                <Button
                  variant="light"
                  loading={busy === 'redeem_coupon'}
                  disabled={customer.couponRedeemedAt !== null || busy !== null}
                  onClick={() => void act('redeem_coupon')}
                >
                  {t('actions.redeemCoupon')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}

      {customer.validationCode && (
        <Paper withBorder radius="md" p="md">
          <ValidationCode
            code={customer.validationCode}
            renewing={busy === 'renew'}
            onRenew={() => void run('renew', () => renew(customer.id), t('actions.done.renew'))}
            testId="customer-code"
          />
          <Text fz="xs" c="dimmed" mt={4}>
            {customer.validatedAt
              ? t('details.codeUsed', { date: dateTime(customer.validatedAt) })
              : t('details.codeOpen')}
          </Text>
        </Paper>
      )}

      {customer.answers.length > 0 && (
        <Stack gap="xs">
          <Text fw={600}>{t('details.answers')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {customer.answers.map((a) => (
              <Fact key={a.key} label={a.label} value={answer(a.value)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <Stack gap="xs">
        <Text fw={600}>{t('details.history')}</Text>
        {customer.history.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('details.noHistory')}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2} data-testid="customer-history">
            {customer.history.map((e) => (
              <Timeline.Item key={e.id} title={t(`history.${e.action}`, { defaultValue: e.action })}>
                <Text fz="sm">
                  {[
                    e.stampsDelta !== 0
                      ? t('history.stampsDelta', { count: e.stampsDelta, after: e.stampsAfter })
                      : null,
                    e.pointsDelta !== 0
                      ? t('history.pointsDelta', { count: e.pointsDelta, after: e.pointsAfter })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
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

      <Divider />
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconMail size={16} />}
          disabled={!customer.email || busy !== null}
          loading={busy === 'invite'}
          onClick={() =>
            void run(
              'invite',
              () => emailCode({ cardId: customer.cardId, customerId: customer.id, email: customer.email }),
              t('actions.done.invite'),
            )
          }
        >
          {t('actions.resendInvitation')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t('actions.delete')}
        </Button>
      </Group>
      {!customer.email && (
        <Alert color="gray" variant="light">
          {t('details.noEmail')}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('delete.title')}
        message={t('delete.message', { name: customer.name || customer.email || t('list.unnamed') })}
        confirmLabel={t('delete.confirm')}
        loading={busy === 'delete'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setBusy('delete');
          void remove(customer.id).then((result) => {
            setBusy(null);
            setConfirming(false);
            if (!result.ok) return notify.error(errorText(result.error));
            notify.success(t('delete.done'));
            onChanged();
            onClose();
          });
        }}
      />
    </Stack>
  );
};
