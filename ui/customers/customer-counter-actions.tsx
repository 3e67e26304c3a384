import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails } from '#domain/customers/index.ts';
import { MAX_SCAN_VALUE, type ScanActionId } from '#domain/scanner/index.ts';

/**
 * What the card lets the business do to the customer's counters from the dashboard: add stamps or
 * points (an amount of 1 to MAX_SCAN_VALUE), redeem a reward or the coupon. `busy` is the action under way.
 */
export const CustomerCounterActions = ({
  customer,
  busy,
  onAct,
}: {
  customer: CustomerDetails;
  busy: string | null;
  onAct: (actionId: ScanActionId, value?: number) => void;
}) => {
  const { t } = useTranslation('customers');
  const [amount, setAmount] = useState<number | string>(1);
  if (customer.allowedActions.length === 0) return null;

  const value = typeof amount === 'number' ? amount : Number.NaN;
  const validValue = Number.isInteger(value) && value >= 1 && value <= MAX_SCAN_VALUE;
  return (
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
              max={MAX_SCAN_VALUE}
              allowDecimal={false}
              w={120}
              error={validValue ? undefined : t('actions.amountInvalid')}
            />
            {customer.allowedActions.includes('add_stamp') && (
              <Button
                loading={busy === 'add_stamp'}
                disabled={!validValue || busy !== null}
                onClick={() => onAct('add_stamp', value)}
              >
                {t('actions.addStamps')}
              </Button>
            )}
            {customer.allowedActions.includes('add_points') && (
              <Button
                loading={busy === 'add_points'}
                disabled={!validValue || busy !== null}
                onClick={() => onAct('add_points', value)}
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
              onClick={() => onAct('redeem_reward')}
            >
              {t('actions.redeemReward')}
            </Button>
          )}
          {customer.allowedActions.includes('redeem_coupon') && (
            <Button
              variant="light"
              loading={busy === 'redeem_coupon'}
              disabled={customer.couponRedeemedAt !== null || busy !== null}
              onClick={() => onAct('redeem_coupon')}
            >
              {t('actions.redeemCoupon')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
