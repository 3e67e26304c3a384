import { Button, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseEntryProblem, type HolderView, type ScannerActionRequest } from '#domain/scanner/index.ts';

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
  const [amount, setAmount] = useState<string>('');
  const [items, setItems] = useState<Record<string, number>>({});
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const counted = Object.entries(items)
      .filter(([, quantity]) => quantity > 0)
      .map(([key, quantity]) => ({ key, quantity }));
    // A text box, not a number box: a number box drops what it does not expect, so a pasted or
    // barcode-reader "12,50" became 1250 and "abc" an empty purchase. Here it is checked as typed.
    const found = purchaseEntryProblem(amount, counted);
    setProblem(found);
    if (found) {
      amountField.current?.focus();
      return;
    }
    send({ actionId: 'purchase', amount: amount.trim() || undefined, items: counted, notes });
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
            max={999}
            allowDecimal={false}
            allowNegative={false}
            onChange={(v) => {
              setItems((current) => ({ ...current, [key]: Number(v) || 0 }));
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
