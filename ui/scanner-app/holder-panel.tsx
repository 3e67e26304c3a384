import {
  Badge,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDiscountCheck, IconGift, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolderView, ScanActionId, ScannerActionRequest } from '#domain/scanner/index.ts';

type Send = (request: Omit<ScannerActionRequest, 'barcode'>) => void;

const Counter = ({ view }: { view: HolderView }) => {
  const { t } = useTranslation('scanner');
  if (view.actions.includes('add_stamp') || view.passType === 'stamp_card')
    return (
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{t('app.stamps')}</Text>
          <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="holder-stamps">
            {view.stamps}/{view.maxStamps}
          </Text>
        </Group>
        <Progress
          value={Math.min(100, (view.stamps / Math.max(1, view.maxStamps)) * 100)}
          aria-label={t('app.stamps')}
        />
      </Stack>
    );
  if (view.couponRedeemedAt !== null || view.passType === 'coupon')
    return (
      <Badge
        size="lg"
        color={view.couponRedeemedAt ? 'gray' : 'mint'}
        variant="light"
        data-testid="coupon-state"
      >
        {view.couponRedeemedAt ? t('app.couponUsed') : t('app.couponValid')}
      </Badge>
    );
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{t('app.points')}</Text>
        <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="holder-points">
          {view.points}
        </Text>
      </Group>
      {view.level && (
        <Text fz="sm">
          {view.nextLevel
            ? t('app.levelNext', { level: view.level, next: view.nextLevel })
            : t('app.levelTop', { level: view.level })}
        </Text>
      )}
    </Stack>
  );
};

const PurchaseForm = ({ view, busy, send }: { view: HolderView; busy: boolean; send: Send }) => {
  const { t } = useTranslation('scanner');
  const [amount, setAmount] = useState<string>('');
  const [items, setItems] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState('');
  const setup = view.purchase;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      actionId: 'purchase',
      amount: amount || undefined,
      items: Object.entries(items).map(([key, quantity]) => ({ key, quantity })),
      notes,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label={t('app.amount', { currency: setup?.currency ?? '' }).trim()}
          value={amount}
          min={0}
          decimalScale={2}
          inputMode="decimal"
          onChange={(v) => setAmount(String(v))}
        />
        {setup?.items.map((key) => (
          <NumberInput
            key={key}
            label={t('app.quantity', { item: key })}
            value={items[key] ?? 0}
            min={0}
            max={999}
            allowDecimal={false}
            onChange={(v) => setItems((current) => ({ ...current, [key]: Number(v) || 0 }))}
          />
        ))}
        {setup?.notesEnabled && (
          <Textarea
            label={t('app.notes')}
            value={notes}
            maxLength={500}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
        )}
        <Button type="submit" leftSection={<IconReceipt size={18} />} loading={busy} size="md">
          {t('app.recordPurchase')}
        </Button>
      </Stack>
    </form>
  );
};

/**
 * A scanned pass: who it is, its balance, and the actions its card allows. Each button sends
 * one action; the parent shows the result.
 */
export const HolderPanel = ({
  view,
  busy,
  send,
}: {
  view: HolderView;
  busy: ScanActionId | null;
  send: Send;
}) => {
  const { t } = useTranslation('scanner');
  const [count, setCount] = useState<number>(1);
  const has = (action: ScanActionId) => view.actions.includes(action);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="holder-panel">
      <Stack gap="md">
        <Stack gap={2}>
          <Text c="dimmed" fz="sm">
            {view.cardName}
          </Text>
          <Title order={2} fz="xl">
            {view.name || t('app.anonymous')}
          </Title>
        </Stack>
        <Counter view={view} />
        {view.rewardsAvailable > 0 && (
          <Badge color="mint" variant="filled" size="lg" leftSection={<IconGift size={14} />}>
            {t('app.rewardsAvailable', { count: view.rewardsAvailable })}
          </Badge>
        )}
        {view.actions.length === 0 && <Text c="dimmed">{t('app.noActions')}</Text>}
        {(has('add_stamp') || has('add_points')) && (
          <Group align="flex-end" wrap="nowrap">
            <NumberInput
              label={has('add_stamp') ? t('app.stampsToAdd') : t('app.pointsToAdd')}
              value={count}
              min={1}
              max={has('add_stamp') ? 50 : 100_000}
              allowDecimal={false}
              onChange={(v) => setCount(Math.max(1, Number(v) || 1))}
              w={130}
            />
            <Button
              flex={1}
              size="md"
              leftSection={<IconPlus size={18} />}
              loading={busy === 'add_stamp' || busy === 'add_points'}
              onClick={() => send({ actionId: has('add_stamp') ? 'add_stamp' : 'add_points', value: count })}
            >
              {has('add_stamp') ? t('app.addStamps', { count }) : t('app.addPoints', { count })}
            </Button>
          </Group>
        )}
        {has('purchase') && (
          <>
            <Divider label={t('app.purchase')} labelPosition="left" />
            <PurchaseForm view={view} busy={busy === 'purchase'} send={send} />
          </>
        )}
        <SimpleGrid cols={1}>
          {has('redeem_reward') && (
            <Button
              size="md"
              color="mint"
              c="dark"
              leftSection={<IconGift size={18} />}
              disabled={view.rewardsAvailable < 1}
              loading={busy === 'redeem_reward'}
              onClick={() => send({ actionId: 'redeem_reward' })}
            >
              {t('app.redeemReward')}
            </Button>
          )}
          {has('redeem_coupon') && (
            <Button
              size="md"
              leftSection={<IconDiscountCheck size={18} />}
              loading={busy === 'redeem_coupon'}
              onClick={() => send({ actionId: 'redeem_coupon' })}
            >
              {t('app.redeemCoupon')}
            </Button>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
