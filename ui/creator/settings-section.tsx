import { Group, NumberInput, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ON_REDEEM_PASS_TYPES } from '#domain/cards/index.ts';
import { creatorChecks, creatorLoyaltyKind, creatorStore, markDirty } from './creator.store.ts';
import { PointsRuleSelect } from './points-rule-select.tsx';
import { RedeemFieldsEditor } from './redeem-fields-editor.tsx';
import { CARD_LIMITS } from '#domain/cards/index.ts';
import { AddRowButton } from './add-row-button.tsx';
import { RemoveButton } from '../components/remove-button.tsx';
import { useClearButton } from '../components/use-clear-button.ts';

const whole = (value: string | number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback;

/** How many stamps one scan may add, and above how many staff confirm the count first. */
const PER_SCAN_LIMITS = [
  {
    setting: 'maxStampsPerScan',
    label: 'creator.maxStampsPerScan',
    hint: 'creator.maxStampsPerScanHint',
    fallback: 20,
  },
  {
    setting: 'confirmStampsAbove',
    label: 'creator.confirmStampsAbove',
    hint: 'creator.confirmStampsAboveHint',
    fallback: 3,
  },
] as const;

/** A level of a level card, as its row edits it. */
interface EditableLevel {
  name: string;
  pointsRequired: number;
  benefits: string;
}

/** A whole-number loyalty setting from 1 up; what is not a number keeps `fallback`. */
const LoyaltyNumber = ({
  setting,
  label,
  description,
  max,
  fallback,
}: {
  setting: 'maxStamps' | 'maxStampsPerScan' | 'confirmStampsAbove' | 'pointsPerVisit' | 'pointsToRedeem';
  label: string;
  description?: string;
  max?: number;
  fallback: number;
}) => {
  const { editorState } = useSnapshot(creatorStore);
  return (
    <NumberInput
      label={label}
      description={description}
      min={1}
      max={max}
      value={editorState.loyaltySettings[setting]}
      onChange={(v) => {
        creatorStore.editorState.loyaltySettings[setting] = whole(v, fallback);
        markDirty();
      }}
    />
  );
};

/** Loyalty settings per subtype, coupon settings and validation (requirements §3). */
export const SettingsSection = () => {
  const { t } = useTranslation('cards');
  const clearButton = useClearButton();
  const { cardInfo, editorState } = useSnapshot(creatorStore);
  const { attempted } = useSnapshot(creatorChecks);
  const editor = creatorStore.editorState;
  const edit = (apply: () => void) => {
    apply();
    markDirty();
  };
  const couponTurnsInto = editorState.couponSettings.onRedeemPassType;
  const kind = creatorLoyaltyKind({ cardInfo, editorState });
  const loyalty = editorState.loyaltySettings;
  const setLevel = <K extends keyof EditableLevel>(index: number, key: K, value: EditableLevel[K]) =>
    edit(() => ((editor.loyaltySettings.levels[index] as EditableLevel)[key] = value));

  return (
    <Stack>
      {cardInfo.passType === 'coupon' && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <NumberInput
              label={t('creator.expirationDays')}
              min={1}
              max={CARD_LIMITS.couponDays}
              value={editorState.couponSettings.expirationDays}
              onChange={(v) => edit(() => (editor.couponSettings.expirationDays = whole(v, 30)))}
            />
            <TextInput
              label={t('creator.redemptionMessage')}
              maxLength={200}
              value={editorState.couponSettings.redemptionMessage}
              onChange={(e) => edit(() => (editor.couponSettings.redemptionMessage = e.currentTarget.value))}
            />
            <Select
              label={t('creator.onRedeemPassType')}
              placeholder={t('creator.onRedeemNone')}
              clearable
              clearButtonProps={clearButton(t('creator.onRedeemPassType'))}
              data={ON_REDEEM_PASS_TYPES.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              value={couponTurnsInto}
              onChange={(v) =>
                edit(
                  () =>
                    (editor.couponSettings.onRedeemPassType = v as
                      (typeof ON_REDEEM_PASS_TYPES)[number] | null),
                )
              }
            />
            {couponTurnsInto && <RedeemFieldsEditor />}
          </Stack>
        </Paper>
      )}
      {kind === 'stamp' && (
        <>
          <Group grow align="flex-start">
            <LoyaltyNumber
              setting="maxStamps"
              label={t('creator.maxStamps')}
              max={CARD_LIMITS.maxStamps}
              fallback={10}
            />
            <TextInput
              label={t('creator.rewardMessage')}
              maxLength={120}
              required
              error={attempted && !loyalty.rewardMessage.trim() ? t('errors:validation.required') : undefined}
              value={loyalty.rewardMessage}
              onChange={(e) => edit(() => (editor.loyaltySettings.rewardMessage = e.currentTarget.value))}
            />
          </Group>
          <Group grow align="flex-start">
            {PER_SCAN_LIMITS.map(({ setting, label, hint, fallback }) => (
              <LoyaltyNumber
                key={setting}
                setting={setting}
                label={t(label)}
                description={t(hint)}
                max={CARD_LIMITS.stampsPerScan}
                fallback={fallback}
              />
            ))}
          </Group>
          <Switch
            label={t('creator.resetAfterRedemption')}
            checked={loyalty.resetAfterRedemption}
            onChange={(e) =>
              edit(() => (editor.loyaltySettings.resetAfterRedemption = e.currentTarget.checked))
            }
          />
        </>
      )}
      {(kind === 'point' || kind === 'level') && <PointsRuleSelect />}
      {kind === 'point' && (
        <Group grow align="flex-start">
          <LoyaltyNumber setting="pointsPerVisit" label={t('creator.pointsPerVisit')} fallback={1} />
          <LoyaltyNumber setting="pointsToRedeem" label={t('creator.pointsToRedeem')} fallback={10} />
        </Group>
      )}
      {kind === 'level' && (
        <Stack gap="xs">
          {loyalty.levels.map((level, index) => (
            <Group key={index} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('creator.levelName')}
                maxLength={40}
                value={level.name}
                onChange={(e) => setLevel(index, 'name', e.currentTarget.value)}
              />
              <NumberInput
                label={t('creator.pointsRequired')}
                min={0}
                w={130}
                value={level.pointsRequired}
                onChange={(v) => setLevel(index, 'pointsRequired', whole(v, 0))}
              />
              <TextInput
                label={t('creator.benefits')}
                maxLength={200}
                style={{ flex: 1 }}
                value={level.benefits}
                onChange={(e) => setLevel(index, 'benefits', e.currentTarget.value)}
              />
              <RemoveButton
                mb={4}
                disabled={loyalty.levels.length <= 1}
                label={t('creator.removeLevel', { name: level.name })}
                onRemove={() => edit(() => editor.loyaltySettings.levels.splice(index, 1))}
              />
            </Group>
          ))}
          <AddRowButton
            count={loyalty.levels.length}
            limit={CARD_LIMITS.levels}
            onAdd={() =>
              edit(() =>
                editor.loyaltySettings.levels.push({
                  name: '',
                  pointsRequired: (loyalty.levels.at(-1)?.pointsRequired ?? 0) + 100,
                  benefits: '',
                }),
              )
            }
          >
            {t('creator.addLevel')}
          </AddRowButton>
        </Stack>
      )}
      <Switch
        label={t('creator.validation')}
        description={t('creator.validationHelp')}
        checked={editorState.validation.enabled}
        onChange={(e) => edit(() => (editor.validation.enabled = e.currentTarget.checked))}
      />
    </Stack>
  );
};
