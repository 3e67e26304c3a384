import { Button, NumberInput, Stack, Textarea } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolderView, ScannerActionRequest } from '#domain/scanner/index.ts';

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
