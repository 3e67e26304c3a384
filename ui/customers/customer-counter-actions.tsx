import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails } from '#domain/customers/index.ts';
import { isScanCount, MAX_SCAN_VALUE, type ScanActionId } from '#domain/scanner/index.ts';
import { ActionForm } from '../components/action-form.tsx';

/** The actions that add an amount to a counter, in the order their buttons show. */
const ADD_ACTIONS = [
  { id: 'add_stamp', label: 'actions.addStamps' },
  { id: 'add_points', label: 'actions.addPoints' },
] as const;

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

  const validValue = isScanCount(amount);
  const value = validValue ? amount : Number.NaN;
  const addActions = ADD_ACTIONS.filter(({ id }) => customer.allowedActions.includes(id));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('actions.title')}</Text>
        {addActions.length > 0 && (
          // A form, so that Enter in the amount adds as the (first) button does; each button says
          // which action it is as its value.
          <ActionForm
            onSubmit={(submitter) => {
              if (!validValue || busy !== null) return;
              onAct((addActions.find(({ id }) => id === submitter) ?? addActions[0]!).id, value);
            }}
          >
            <NumberInput
              label={t('actions.amount')}
              value={amount}
              onChange={setAmount}
              // Decimals, 0 and a minus are let in, so that a typed "1.5", "0" or "-1" stays as typed
              // and is refused, never read as 15 or 1.
              min={1}
              max={MAX_SCAN_VALUE}
              clampBehavior="none"
              styles={{ wrapper: { width: 120, flex: 'none' } }}
              error={validValue ? undefined : t('actions.amountInvalid')}
              // The buttons sit beside the box, between its label and its message, so a message
              // runs under the whole row instead of pushing the box out of line with them.
              inputContainer={(input) => (
                <Group gap="sm">
                  {input}
                  {addActions.map(({ id, label }) => (
                    <Button
                      key={id}
                      loading={busy === id}
                      disabled={!validValue || busy !== null}
                      type="submit"
                      value={id}
                    >
                      {t(label)}
                    </Button>
                  ))}
                </Group>
              )}
            />
          </ActionForm>
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
