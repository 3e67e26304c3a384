import { fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccrualConfig } from '#domain/loyalty/index.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { AccrualConfigDialog } from './accrual-config-dialog.tsx';

let german: i18n;
beforeAll(async () => {
  german = await createI18n('de');
});

const paste = (field: HTMLElement, text: string) =>
  fireEvent.paste(field, { clipboardData: { getData: () => text } });

describe('AccrualConfigDialog', () => {
  it('takes a pasted amount as a German writes it: "2,50" per amount and "1.234,50" as a test purchase', async () => {
    const saved: AccrualConfig[] = [];
    render(
      <AppProviders container={new Container()} i18n={german}>
        <AccrualConfigDialog
          opened
          initial={null}
          currency="EUR"
          onClose={() => undefined}
          onSave={async (draft) => (saved.push(draft), true)}
        />
      </AppProviders>,
    );
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Paste' } });
    paste(screen.getByLabelText('Punkte'), '1');
    paste(screen.getByLabelText('pro Betrag'), '2,50');
    paste(screen.getByLabelText('Testeinkauf (EUR)'), '1.234,50');
    // 1,234.50 EUR at 1 point per 2.50 EUR: 493.8, rounded.
    expect(screen.getByTestId('accrual-preview').textContent).toMatch(/494 Punkte/);
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await vi.waitFor(() => expect(Number(saved[0]?.spend?.baseAmount)).toBe(2.5));
  });
});
