import { Alert, Button, Divider, Drawer, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stampFaceAfterAdding } from '#domain/cards/index.ts';
import { correctionToConfirm, CustomerUseCases } from '#domain/customers/index.ts';
import { InvitationUseCases } from '#domain/invitations/index.ts';
import type { ScanActionId } from '#domain/scanner/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { ValidationCode } from '../cards/validation-code.tsx';
import { useCan } from '../app/use-can.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { LoadFailure } from '../components/load-state.tsx';
import { CustomerCounterActions } from './customer-counter-actions.tsx';
import { CustomerHistory } from './customer-history.tsx';
import { CustomerAnswers, CustomerSummary } from './customer-summary.tsx';

type StampFace = ReturnType<typeof stampFaceAfterAdding>;

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
  // Escape in the delete confirmation closes that dialog only: both listen on the window, and the
  // drawer would otherwise close under it and lose the user's place.
  const [confirming, setConfirming] = useState(false);
  return (
    <Drawer
      opened={customerId !== null}
      onClose={onClose}
      closeOnEscape={!confirming}
      // The page gives the focus back to the customer's row itself (useRowFocusReturn).
      returnFocus={false}
      position="right"
      size="lg"
      title={
        <Title order={2} fz="lg">
          {t('details.title')}
        </Title>
      }
    >
      {customerId && (
        <DetailsBody
          key={customerId}
          customerId={customerId}
          onClose={onClose}
          onChanged={onChanged}
          onConfirming={setConfirming}
        />
      )}
    </Drawer>
  );
};

const DetailsBody = ({
  customerId,
  onClose,
  onChanged,
  onConfirming,
}: {
  customerId: string;
  onClose: () => void;
  onChanged: () => void;
  onConfirming: (open: boolean) => void;
}) => {
  const { t } = useTranslation('customers');
  const canManage = useCan()('customers.manage');
  const errorText = useErrorText();
  const load = useInjection(CustomerUseCases.loadCustomerDetails);
  const change = useInjection(CustomerUseCases.changeCustomer);
  const remove = useInjection(CustomerUseCases.removeCustomer);
  const renew = useInjection(InvitationUseCases.renewCustomerCode);
  const emailCode = useInjection(InvitationUseCases.emailCustomerCode);
  const {
    value: customer,
    error,
    reload,
  } = useLoaded(useCallback(() => load(customerId), [load, customerId]));
  const [running, setRunning] = useState<string | null>(null);
  const deletion = useConfirmation(async (id: string) => {
    const result = await remove(id);
    if (!result.ok) {
      notify.error(errorText(result.error));
      return;
    }
    notify.success(t('delete.done'));
    onChanged();
    onClose();
  });
  const run = async (
    key: string,
    task: () => Promise<{ ok: boolean; error?: Parameters<typeof errorText>[0] }>,
    done: string,
  ) => {
    setRunning(key);
    const result = await task();
    setRunning(null);
    if (!result.ok) return notify.error(result.error ? errorText(result.error) : t('errors.actionFailed'));
    notify.success(done);
    reload();
    onChanged();
  };
  const act = (actionId: ScanActionId, value?: number) =>
    run(actionId, () => change(customerId, actionId, value), t(`actions.done.${actionId}`));
  // The card afterwards is worked out when asked, so the question keeps its numbers while it fades
  // out over the reloaded details.
  const addition = useConfirmation(
    async ({ actionId, value }: { actionId: ScanActionId; value: number; after: StampFace }) => {
      await act(actionId, value);
    },
  );
  const confirming = deletion.dialog.opened || addition.dialog.opened;
  useEffect(() => {
    onConfirming(confirming);
    return () => onConfirming(false);
  }, [confirming, onConfirming]);
  // One thing at a time: the delete that runs holds back the counter and invitation actions too.
  const busy = running ?? (deletion.dialog.loading ? 'delete' : null);
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

  return (
    <Stack gap="lg" data-testid="customer-details">
      <CustomerSummary customer={customer} />
      <CustomerCounterActions
        customer={customer}
        busy={busy}
        onAct={(actionId, value) =>
          value !== undefined && correctionToConfirm(customer, actionId, value)
            ? addition.ask({
                actionId,
                value,
                after: stampFaceAfterAdding(
                  {
                    stamps: customer.stamps,
                    maxStamps: customer.maxStamps,
                    rewardsReady: customer.rewardsAvailable,
                  },
                  value,
                ),
              })
            : void act(actionId, value)
        }
      />

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

      <CustomerAnswers answers={customer.answers} />
      <CustomerHistory history={customer.history} />

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
        {canManage && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => deletion.ask(customer.id)}
          >
            {t('actions.delete')}
          </Button>
        )}
      </Group>
      {!customer.email && (
        <Alert color="gray" variant="light">
          {t('details.noEmail')}
        </Alert>
      )}
      {addition.subject && (
        <AdditionDialog {...addition.dialog} count={addition.subject.value} after={addition.subject.after} />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('delete.title')}
        message={t('delete.message', { name: customer.name || customer.email || t('list.unnamed') })}
        confirmLabel={t('delete.confirm')}
      />
    </Stack>
  );
};

/** The question before a correction adds more stamps than a whole card holds, with the card after it. */
const AdditionDialog = ({
  count,
  after,
  ...dialog
}: {
  count: number;
  after: StampFace;
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation('customers');
  const { number } = useLocaleFormat();
  return (
    <ConfirmDialog
      {...dialog}
      destructive={false}
      title={t('actions.confirmAdd.title', { count, amount: number(count) })}
      message={t('actions.confirmAdd.message', {
        count: after.total,
        stamps: after.filled,
        max: after.total,
        rewards:
          after.rewardsReady > 0
            ? ` (${t('actions.confirmAdd.rewards', { count: after.rewardsReady })})`
            : '',
      })}
      confirmLabel={t('actions.addStamps')}
    />
  );
};
