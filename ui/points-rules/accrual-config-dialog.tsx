import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useDiscardGuard } from '../components/use-discard-guard.ts';
import { useAmountPaste } from '../components/use-amount-paste.ts';
import { useReturnFocus } from '../components/use-return-focus.ts';
import {
  ACCRUAL_DEFAULTS,
  accrualBoundsProblems,
  calculateItemPoints,
  calculateSpendPoints,
  deriveAccrualMode,
  emptyAccrualDraft,
  isCountingItemRule,
  isCountingSpendRule,
  spendCapGivesNothing,
  validateAccrualConfig,
  type AccrualConfig,
  type ItemRule,
  type RoundingMode,
  type SpendRule,
} from '#domain/loyalty/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { RemoveButton } from '../components/remove-button.tsx';

/** Mantine gives numbers or, mid-typing, strings; decimals are kept as text so nothing rounds. */
const asText = (value: number | string) => String(value);

const draftOf = (config: AccrualConfig | null, currency: string | undefined): AccrualConfig => {
  const fresh = emptyAccrualDraft(currency);
  if (!config) return fresh;
  return { ...config, spend: config.spend ?? fresh.spend };
};

/**
 * The points-rule dialog (requirements §2.2, §5, §9): name, a spend rule, item rules, notes; a live
 * preview with a test purchase (12.45 by default); "clear" resets the rules to the defaults;
 * Save stays disabled until the draft can earn points.
 */
export const AccrualConfigDialog = ({
  opened,
  initial,
  currency: businessCurrency,
  onClose,
  onSave,
}: {
  opened: boolean;
  initial: AccrualConfig | null;
  /** The business's currency, the one a new rule (or a cleared one) starts in. */
  currency?: string;
  onClose: () => void;
  onSave: (draft: AccrualConfig) => Promise<boolean>;
}) => {
  const { t } = useTranslation('loyalty');
  useReturnFocus(opened);
  const format = useLocaleFormat();
  const pasted = useAmountPaste();
  const [draft, setDraft] = useState<AccrualConfig>(() => draftOf(initial, businessCurrency));
  const [testAmount, setTestAmount] = useState<string>(ACCRUAL_DEFAULTS.testPurchaseAmount);
  const [saving, setSaving] = useState(false);
  // Closing with changes asks first: Escape or a click beside the dialog lost a whole rule's input.
  const pristine = useMemo(
    () => JSON.stringify(draftOf(initial, businessCurrency)),
    [initial, businessCurrency],
  );
  const changed = JSON.stringify(draft) !== pristine;
  const { close, dialog: discard } = useDiscardGuard(changed, onClose);
  const spend = draft.spend ?? emptyAccrualDraft(businessCurrency).spend!;
  const setSpend = (patch: Partial<SpendRule>) => setDraft((d) => ({ ...d, spend: { ...spend, ...patch } }));
  // A spend amount: zero or more, to the cent.
  const spendAmount = (key: 'pointsPerBase' | 'baseAmount' | 'minAmount') => ({
    value: spend[key],
    error: bounds.get(`spend.${key}`),
    min: 0,
    // Mantine would quietly turn -5 into 0 on blur; the field says why instead.
    clampBehavior: 'none' as const,
    decimalScale: 2,
    onChange: (v: number | string) => setSpend({ [key]: asText(v) }),
    onPaste: pasted((text) => setSpend({ [key]: text })),
  });
  const setItem = (index: number, patch: Partial<ItemRule>) =>
    setDraft((d) => ({
      ...d,
      items: d.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    }));
  const checked = validateAccrualConfig(draft);
  // Out-of-bounds values show their limit on their own field.
  const bounds = new Map(
    accrualBoundsProblems(draft).map((b) => [b.field, t(`errors:accrual.${b.problem}`)]),
  );
  const mode = deriveAccrualMode(draft);
  const spendCounts = isCountingSpendRule(draft.spend);
  const countingItems = draft.items.filter(isCountingItemRule);
  const currency = spend.baseCurrency || ACCRUAL_DEFAULTS.currency;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) return;
    setSaving(true);
    const done = await onSave(draft);
    setSaving(false);
    if (done) onClose();
  };
  const clear = () =>
    setDraft((d) => ({ ...emptyAccrualDraft(businessCurrency), name: d.name, notesEnabled: d.notesEnabled }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={initial ? t('dialog.editTitle') : t('dialog.createTitle')}
      size="lg"
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('dialog.name')}
            placeholder={t('dialog.namePlaceholder')}
            value={draft.name}
            maxLength={120}
            required
            data-autofocus
            error={draft.name !== '' && !draft.name.trim() ? t('errors:accrual.name_required') : undefined}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
            }}
          />
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={3} fz="md">
                {t('dialog.spendTitle')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('dialog.spendHint')}
              </Text>
              <Group grow align="flex-start" wrap="wrap">
                <NumberInput label={t('dialog.pointsPerBase')} {...spendAmount('pointsPerBase')} />
                <NumberInput label={t('dialog.baseAmount')} {...spendAmount('baseAmount')} />
                <TextInput
                  label={t('dialog.currency')}
                  value={spend.baseCurrency}
                  maxLength={3}
                  error={bounds.get('spend.baseCurrency')}
                  onChange={(e) => setSpend({ baseCurrency: e.currentTarget.value.toUpperCase() })}
                />
              </Group>
              <Group grow align="flex-start" wrap="wrap">
                <NumberInput label={t('dialog.minAmount')} {...spendAmount('minAmount')} />
                <NumberInput
                  label={t('dialog.maxPoints')}
                  value={spend.maxPointsPerTxn ?? ''}
                  min={0}
                  clampBehavior="none"
                  error={bounds.get('spend.maxPointsPerTxn')}
                  description={spendCapGivesNothing(spend) ? t('dialog.maxPointsGivesNothing') : undefined}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  // Decimals are let in, so that a typed "2.5" stays as typed and is refused, never
                  // read as 25.
                  onChange={(v) => setSpend({ maxPointsPerTxn: v === '' ? null : asText(v) })}
                  onPaste={pasted((text) => setSpend({ maxPointsPerTxn: text }))}
                />
              </Group>
              <Stack gap={4}>
                <Text fz="sm" fw={500}>
                  {t('dialog.rounding')}
                </Text>
                <SegmentedControl
                  value={spend.rounding}
                  onChange={(v) => setSpend({ rounding: v as RoundingMode })}
                  data={[
                    { value: 'exact', label: t('dialog.roundingExact') },
                    { value: 'block_floor', label: t('dialog.roundingBlocks') },
                  ]}
                />
              </Stack>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} fz="md">
                  {t('dialog.itemsTitle')}
                </Title>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() =>
                    setDraft((d) => ({ ...d, items: [...d.items, { key: '', pointsPerUnit: '1' }] }))
                  }
                >
                  {t('dialog.addItem')}
                </Button>
              </Group>
              {draft.items.length === 0 && (
                <Text c="dimmed" fz="sm">
                  {t('dialog.noItems')}
                </Text>
              )}
              {draft.items.map((item, index) => (
                <Stack key={index} gap={4}>
                  <Group align="flex-end" wrap="nowrap" data-testid="item-rule">
                    <TextInput
                      flex={2}
                      label={t('dialog.itemKey')}
                      placeholder={t('dialog.itemKeyPlaceholder')}
                      value={item.key}
                      maxLength={60}
                      error={bounds.get(`items.${index}.key`)}
                      onChange={(e) => setItem(index, { key: e.currentTarget.value })}
                    />
                    <NumberInput
                      flex={1}
                      label={t('dialog.pointsPerUnit')}
                      value={item.pointsPerUnit}
                      error={bounds.get(`items.${index}.pointsPerUnit`)}
                      min={0}
                      clampBehavior="none"
                      decimalScale={2}
                      onChange={(v) => setItem(index, { pointsPerUnit: asText(v) })}
                      onPaste={pasted((text) => setItem(index, { pointsPerUnit: text }))}
                    />
                    <RemoveButton
                      size="lg"
                      mb={4}
                      label={t('dialog.removeItem', { key: item.key || index + 1 })}
                      onRemove={() =>
                        setDraft((d) => ({ ...d, items: d.items.filter((_, i) => i !== index) }))
                      }
                    />
                  </Group>
                  {/* A row without a name or points was dropped on save without a word. */}
                  {!isCountingItemRule(item) && !bounds.has(`items.${index}.pointsPerUnit`) && (
                    <Text fz="xs" c="dimmed" data-testid="item-rule-incomplete">
                      {t('dialog.itemIncomplete')}
                    </Text>
                  )}
                </Stack>
              ))}
            </Stack>
          </Paper>
          <Switch
            label={t('dialog.notesEnabled')}
            description={t('dialog.notesHint')}
            checked={draft.notesEnabled}
            onChange={(e) => {
              const notesEnabled = e.currentTarget.checked;
              setDraft((d) => ({ ...d, notesEnabled }));
            }}
          />
          <Divider />
          <Stack gap="xs" aria-live="polite">
            <Group justify="space-between" align="flex-end">
              <Title order={3} fz="md">
                {t('dialog.previewTitle')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t(`mode.${mode}`)}
              </Text>
            </Group>
            <NumberInput
              label={t('dialog.testPurchase', { currency })}
              value={testAmount}
              min={0}
              decimalScale={2}
              onChange={(v) => setTestAmount(asText(v))}
              onPaste={pasted(setTestAmount)}
              maw={240}
            />
            <Text data-testid="accrual-preview" fw={600}>
              {spendCounts
                ? t('dialog.previewSpend', {
                    // In the reader's notation ("12,45" in Polish); the rule counts the typed text.
                    amount: format.number(Number(testAmount) || 0),
                    currency,
                    count: calculateSpendPoints(testAmount || '0', spend),
                  })
                : t('dialog.previewNoSpend')}
            </Text>
            {countingItems.map((item) => (
              <Text key={item.key} fz="sm">
                {t('dialog.previewItem', {
                  key: item.key.trim(),
                  count: calculateItemPoints([{ key: item.key, quantity: 1 }], [item]),
                })}
              </Text>
            ))}
          </Stack>
          {!checked.ok && (
            <Alert color="gray" variant="light">
              {/* The same words the server answers with; an out-of-bounds value is also marked on its field. */}
              {checked.problems.map((p) => t(`errors:accrual.${p}`)).join(' ')}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" color="gray" onClick={clear}>
              {t('dialog.clear')}
            </Button>
            <Group>
              <Button variant="default" onClick={close}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" disabled={!checked.ok} loading={saving}>
                {initial ? t('dialog.save') : t('dialog.create')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        {...discard}
        title={t('dialog.discardTitle')}
        message={t('dialog.discardBody')}
        confirmLabel={t('dialog.discard')}
      />
    </Modal>
  );
};
