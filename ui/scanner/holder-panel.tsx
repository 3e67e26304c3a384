import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBan, IconCircleCheck, IconDiscountCheck, IconGift, IconPlus } from '@tabler/icons-react';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stampFace, stampFaceAfterAdding } from '#domain/cards/index.ts';
import { ActionForm } from '../components/action-form.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import {
  holderBalance,
  isScanCount,
  MAX_SCAN_VALUE,
  stampCountCheck,
  type HolderView,
  type ScanActionId,
  type ScannerActionRequest,
} from '#domain/scanner/index.ts';
import { PurchaseForm } from './purchase-form.tsx';

type Send = (request: Omit<ScannerActionRequest, 'barcode'>) => void;

const Counter = ({ view, redeemedHere }: { view: HolderView; redeemedHere: boolean }) => {
  const { t } = useTranslation('scanner');
  const balance = holderBalance(view);
  if (balance === null) return null;
  if (balance === 'stamps') {
    // As the pass draws it: stamps past a full card start the next one ("1/10" and the rewards
    // badge, never "11/10").
    const face = stampFace(view.stamps, view.maxStamps, view.rewardsAvailable);
    return (
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>{t('app.stamps')}</Text>
          <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="holder-stamps">
            {face.filled}/{face.total}
          </Text>
        </Group>
        <Progress value={(face.filled / face.total) * 100} aria-label={t('app.stamps')} />
      </Stack>
    );
  }
  if (balance === 'coupon')
    return view.couponRedeemedAt ? (
      // The warning is for a coupon that was used before it was scanned; the one this device has
      // just redeemed is the success above, and a red "do not accept it" under it reads as fraud.
      redeemedHere ? (
        <Group gap={6} wrap="nowrap" c="gray.7">
          <IconCircleCheck size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} data-testid="coupon-state">
            {t('app.couponUsedHere')}
          </Text>
        </Group>
      ) : (
        <UsedCoupon at={view.couponRedeemedAt} by={view.couponRedeemedBy} />
      )
    ) : (
      <Badge size="lg" color="mint" c="dark" variant="filled" data-testid="coupon-state">
        {t('app.couponValid')}
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

/** A used coupon is refused plainly: when, and at which device, it was used. */
const UsedCoupon = ({ at, by }: { at: string; by: string | null }) => {
  const { t, i18n } = useTranslation('scanner');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconBan />}
      title={t('app.couponUsed')}
      role="alert"
      data-testid="coupon-state"
    >
      {by ? t('app.couponUsedAt', { date, device: by }) : t('app.couponUsedInDashboard', { date })}
    </Alert>
  );
};

/** What the customer gets, large enough to read across the counter. */
const Offer = ({ view }: { view: HolderView }) => {
  const { t } = useTranslation('scanner');
  if (!view.offer) return null;
  const coupon = view.passType === 'coupon';
  // A used coupon's offer is not on offer; a reward only matters once one is ready.
  if (coupon ? view.couponRedeemedAt !== null : view.rewardsAvailable < 1)
    return coupon ? null : (
      <Text fz="sm">
        {t('app.reward')}: {view.offer}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="holder-offer">
      <Text fz="xs" fw={700} tt="uppercase">
        {coupon ? t('app.offer') : t('app.reward')}
      </Text>
      <Text fz={34} fw={800} lh={1.15}>
        {view.offer}
      </Text>
    </Stack>
  );
};

/**
 * A scanned pass: who it is, its balance, and the actions its card allows. Each button sends
 * one action; the parent shows the result.
 */
export const HolderPanel = ({
  headingRef,
  view,
  redeemedHere = false,
  busy,
  send,
}: {
  /** Takes the focus when the pass is shown, so Tab leads to its actions and a stray Enter does nothing. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  view: HolderView;
  /** The coupon's redemption is this device's own, just now (not what the look-up found). */
  redeemedHere?: boolean;
  busy: ScanActionId | null;
  send: Send;
}) => {
  const { t } = useTranslation('scanner');
  const noRewardId = useId();
  // What the box holds: a number, or the text of one being typed ("", "-"), which adds nothing.
  const [entered, setEntered] = useState<number | string>(1);
  const [countFor, setCountFor] = useState(view);
  // Every answer brings a new view: after an action, or for the next pass, the count is 1 again,
  // so a second tap does not add the last, larger count by mistake. A refused action keeps it.
  if (countFor !== view) {
    setCountFor(view);
    setEntered(1);
  }
  const validCount = isScanCount(entered);
  // While the box holds no valid count the button keeps saying 1 and is disabled, never adds another number.
  const count = validCount ? entered : 1;
  const has = (action: ScanActionId) => view.actions.includes(action);
  const check = has('add_stamp') && validCount ? stampCountCheck(view, count) : null;
  const add = (confirmed = false, value = count) =>
    send(
      has('add_stamp')
        ? { actionId: 'add_stamp', value, ...(confirmed ? { confirmed } : {}) }
        : { actionId: 'add_points', value },
    );
  // What the dialog asks about stays as it was asked while the dialog fades out: the answer brings
  // a new view (and a count of 1) before the dialog is gone.
  const confirmation = useConfirmation(async ({ count: asked }: { count: number }) => {
    add(true, asked);
  });
  const asked = confirmation.subject ?? { count };
  // As the pass will draw it: 20 on an empty 10-stamp card is "10 of 10 (2 rewards ready)", not "20 of 10".
  const after = stampFaceAfterAdding({ ...view, rewardsReady: view.rewardsAvailable }, asked.count);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="holder-panel">
      <Stack gap="md">
        <Stack gap={2}>
          <Text c="gray.7" fz="sm">
            {view.cardName}
          </Text>
          <Title order={2} fz="xl" ref={headingRef} tabIndex={-1}>
            {view.name || t('app.anonymous')}
          </Title>
        </Stack>
        <Counter view={view} redeemedHere={redeemedHere} />
        <Offer view={view} />
        {view.rewardsAvailable > 0 && (
          <Badge color="mint" variant="filled" size="lg" leftSection={<IconGift size={14} />}>
            {t('app.rewardsAvailable', { count: view.rewardsAvailable })}
          </Badge>
        )}
        {view.actions.length === 0 && !view.couponRedeemedAt && <Text c="gray.7">{t('app.noActions')}</Text>}
        {(has('add_stamp') || has('add_points')) && (
          // A form, so that Enter in the count adds as the button does.
          <ActionForm
            onSubmit={() => {
              if (busy || !validCount || check === 'overLimit') return;
              if (check === 'confirm') confirmation.ask({ count });
              else add();
            }}
          >
            <NumberInput
              label={has('add_stamp') ? t('app.stampsToAdd') : t('app.pointsToAdd')}
              value={entered}
              // Decimals are let in, so that a typed "1.5" or "12,50" stays as typed and is refused,
              // never read as 15 or 1250.
              min={1}
              max={MAX_SCAN_VALUE}
              // A minus is let in too: "-2" (meant to take stamps away) stays and is refused,
              // never added as 2.
              onChange={setEntered}
              error={
                !validCount
                  ? t('app.countInvalid')
                  : check === 'overLimit'
                    ? t('app.overLimit', { count: view.stampLimits?.max ?? 0 })
                    : undefined
              }
              styles={{ wrapper: { width: 110, flex: 'none' } }}
              // The button sits beside the box, between its label and its message, so a message
              // runs under the whole row instead of pushing the box out of line with the button.
              inputContainer={(input) => (
                <Group wrap="nowrap">
                  {input}
                  <Button
                    flex={1}
                    size="md"
                    // A long label ("5 Stempel hinzufügen" beside the count) wraps rather than being cut.
                    h="auto"
                    mih={42}
                    py={6}
                    // The label box is as tall as its lines (Mantine's is the button's height and
                    // cuts overflow): two lines kept the descenders of "hinzufügen" out.
                    styles={{
                      inner: { height: 'auto' },
                      label: {
                        whiteSpace: 'normal',
                        textAlign: 'center',
                        height: 'auto',
                        lineHeight: 1.25,
                        overflow: 'visible',
                      },
                    }}
                    leftSection={<IconPlus size={18} />}
                    loading={busy === 'add_stamp' || busy === 'add_points'}
                    disabled={!validCount || check === 'overLimit'}
                    type="submit"
                  >
                    {has('add_stamp') ? t('app.addStamps', { count }) : t('app.addPoints', { count })}
                  </Button>
                </Group>
              )}
            />
          </ActionForm>
        )}
        <Modal
          opened={confirmation.dialog.opened}
          onClose={confirmation.dialog.onCancel}
          title={t('app.confirmTitle', { count: asked.count })}
          closeButtonProps={{ 'aria-label': t('app.cancel') }}
          centered
        >
          <Stack gap="md">
            <Text>
              {t('app.confirmBody', {
                count: view.stampLimits?.confirmAbove ?? 0,
                stamps: after.filled,
                max: after.total,
                rewards:
                  after.rewardsReady > 0
                    ? ` (${t('app.rewardsAvailable', { count: after.rewardsReady })})`
                    : '',
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={confirmation.dialog.onCancel} data-autofocus>
                {t('app.cancel')}
              </Button>
              <Button onClick={confirmation.dialog.onConfirm}>
                {t('app.addStamps', { count: asked.count })}
              </Button>
            </Group>
          </Stack>
        </Modal>
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
              {...(view.rewardsAvailable < 1 ? { 'aria-describedby': noRewardId } : {})}
            >
              {t('app.redeemReward')}
            </Button>
          )}
          {/* A greyed-out button alone does not say why. */}
          {has('redeem_reward') && view.rewardsAvailable < 1 && (
            <Text id={noRewardId} fz="sm" c="dimmed" ta="center">
              {t('app.noRewardYet')}
            </Text>
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
