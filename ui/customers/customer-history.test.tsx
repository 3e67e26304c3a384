import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetails } from '#domain/customers/index.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { createI18n } from '../app/i18n.ts';
import { CustomerHistory } from './customer-history.tsx';

type Entry = CustomerDetails['history'][number];
const entry = (overrides: Partial<Entry>): Entry => ({
  id: '1',
  actorType: 'device',
  actorName: 'Till',
  action: 'purchase',
  stampsDelta: 0,
  pointsDelta: 4,
  stampsAfter: 0,
  pointsAfter: 26,
  purchase: null,
  notes: '',
  createdAt: '2026-11-22T09:00:00.000Z',
  ...overrides,
});

let english: i18n;
let german: i18n;
beforeAll(async () => {
  [english, german] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const changeLine = (history: Entry[], i18n: i18n) => {
  const view = render(
    <AppProviders container={new Container()} i18n={i18n}>
      <CustomerHistory history={history} />
    </AppProviders>,
  );
  const text = view
    .getByTestId('customer-history')
    .querySelector('.mantine-Timeline-itemBody p')?.textContent;
  view.unmount();
  return text;
};

describe('CustomerHistory', () => {
  it('says what a purchase rang up: the amount in its currency and the items', () => {
    const purchase = { amount: '12.5', currency: 'EUR', items: [{ key: 'latte', quantity: '2' }] };
    expect(changeLine([entry({ purchase })], english)).toBe('€12.50 · 2 × latte · 4 points (now 26)');
    expect(changeLine([entry({ purchase })], german)).toBe('12,50\u00A0€ · 2 × latte · 4 Punkte (jetzt 26)');
  });

  it('leaves out an amount of 0 (items only) and says only the change for other actions', () => {
    const itemsOnly = { amount: '0', currency: null, items: [{ key: 'muffin', quantity: '1' }] };
    expect(changeLine([entry({ purchase: itemsOnly })], english)).toBe('1 × muffin · 4 points (now 26)');
    expect(changeLine([entry({ action: 'add_points' })], english)).toBe('4 points (now 26)');
  });

  it('shows what staff noted on a change, not the notes the server writes itself', () => {
    const view = render(
      <AppProviders container={new Container()} i18n={german}>
        <CustomerHistory
          history={[entry({ id: '2', notes: 'Geburtstag' }), entry({ id: '1', notes: 'Scanned on Till' })]}
        />
      </AppProviders>,
    );
    expect(view.getAllByTestId('history-note').map((note) => note.textContent)).toEqual(['„Geburtstag“']);
    view.unmount();
  });
});
