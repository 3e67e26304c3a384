import { Button, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSeparatorOf } from '#domain/shared/index.ts';
import { useFormattingLocale } from '../app/use-locale-format.ts';
import {
  isItemQuantity,
  MAX_ITEM_QUANTITY,
  purchaseAmountText,
  purchaseEntryProblem,
  type HolderView,
  type ScannerActionRequest,
} from '#domain/scanner/index.ts';

/** A purchase to record: its amount, the quantities of the card's items and notes, as the card asks for them. */
export const PurchaseForm = ({
  view,
  busy,
  send,
}: {
  view: HolderView;
  busy: boolean;
  send: (request: Omit<ScannerActionRequest, 'barcode'>) => void;
}) => {
  const { t } = useTranslation('scanner');
  // Thousands typed as the till's language groups them ("1.234,56" in Spanish) are read.
  const groupSeparator = groupSeparatorOf(useFormattingLocale());
  const [amount, setAmount] = useState<string>('');
  // What each quantity box holds: a number, or the text of one being typed ("1.", "-").
  const [items, setItems] = useState<Record<string, number | string>>({});
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<'amount_invalid' | 'nothing_bought' | null>(null);
  // Every answer brings a new view: after a recorded purchase, or for the next pass, the form is
  // empty again, so a second tap does not record the same purchase twice. A refused one keeps it.
  const [formFor, setFormFor] = useState(view);
  if (formFor !== view) {
    setFormFor(view);
    setAmount('');
    setItems({});
    setNotes('');
    setProblem(null);
  }
  const amountField = useRef<HTMLInputElement>(null);
  const setup = view.purchase;
  const wrongQuantity = (key: string) => {
    const quantity = items[key];
    return quantity !== undefined && quantity !== '' && !isItemQuantity(quantity);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A quantity as typed ("1.5", "-2") is refused on its box, never read as 15 or 2.
    if (Object.keys(items).some(wrongQuantity)) return;
    const counted = Object.entries(items)
      .filter((entry): entry is [string, number] => isItemQuantity(entry[1]) && entry[1] > 0)
      .map(([key, quantity]) => ({ key, quantity }));
    // A text box, not a number box: a number box drops what it does not expect, so a pasted or
    // barcode-reader "12,50" became 1250 and "abc" an empty purchase. Here it is checked as typed.
    const found = purchaseEntryProblem(amount, counted, groupSeparator);
    setProblem(found);
    if (found) {
      amountField.current?.focus();
      return;
    }
    send({
      actionId: 'purchase',
      amount: purchaseAmountText(amount, groupSeparator) ?? undefined,
      items: counted,
      notes,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          ref={amountField}
          label={t('app.amount', { currency: setup?.currency ?? '' }).trim()}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            setProblem(null);
          }}
          error={
            problem === 'amount_invalid'
              ? t('errors:scanner.amount_invalid')
              : problem === 'nothing_bought'
                ? t('app.amountRequired')
                : undefined
          }
        />
        {setup?.items.map((key) => (
          <NumberInput
            key={key}
            label={t('app.quantity', { item: key })}
            value={items[key] ?? 0}
            min={0}
            max={MAX_ITEM_QUANTITY}
            // Decimals, a minus and too many are let in, so "1.5", "-2" or "1000" stays as typed
            // and is refused, never read as 15, 2 or 999.
            clampBehavior="none"
            error={wrongQuantity(key) ? t('app.quantityInvalid', { max: MAX_ITEM_QUANTITY }) : undefined}
            onChange={(v) => {
              setItems((current) => ({ ...current, [key]: v }));
              setProblem(null);
            }}
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
