import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CardInputSchema, CardUseCases } from '#domain/cards/index.ts';
import {
  changeCustomer,
  type CustomerDirectoryGateway,
  CustomerUseCases,
  type CustomerView,
  loadCustomerDetails,
  loadCustomers,
  toCustomerDetails,
} from '#domain/customers/index.ts';
import { InvitationUseCases } from '#domain/invitations/index.ts';
import { ok } from '#domain/shared/index.ts';
import { sampleUser } from '../../test/fakes/auth-fakes.ts';
import { aPassHolder } from '../../test/fakes/wallet-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { setSignedInUser } from '../auth/auth.store.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { CustomersPage } from './customers-page.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(() => setSignedInUser(null));

const stampCard = CardInputSchema.parse({
  name: 'Coffee card',
  passType: 'stamp_card',
  loyaltySettings: { maxStamps: 10, resetAfterRedemption: false },
});

const customer = (id: string, name: string): CustomerView => ({
  id,
  cardId: 'card-1',
  cardName: 'Coffee card',
  passType: 'stamp_card',
  name,
  email: `${id}@example.com`,
  phone: '',
  status: 'installed',
  wallet: 'apple',
  balanceKind: 'stamps',
  stamps: 2,
  points: 0,
  rewardsRedeemed: 0,
  couponRedeemedAt: null,
  data: {},
  validationCode: null,
  validated: false,
  installedAt: '2026-11-02T09:14:00Z',
  lastActivityAt: '2026-11-21T16:40:00Z',
  createdAt: '2026-11-02T09:10:00Z',
  isTest: false,
});

/**
 * The page over the real client use cases and a gateway that answers a fresh copy of each row on
 * every load, as the server does; `changed` counts the counter changes sent from the drawer.
 */
const renderPage = () => {
  const sent: string[] = [];
  const rows = [customer('c1', 'Ana Lima'), customer('c2', 'Bruno Costa')];
  const gateway = {
    list: async () =>
      ok({ items: rows.map((row) => ({ ...row })), total: rows.length, page: 1, pageSize: 25 }),
    details: async (id: string) =>
      ok(
        toCustomerDetails(
          {
            ...aPassHolder({ id, stamps: 2 }),
            cardName: 'Coffee card',
            passType: 'stamp_card',
            loyaltyCardType: null,
            appleDevices: 0,
            lastActivityAt: null,
          },
          stampCard,
          [],
        ),
      ),
    action: async (id: string) => (sent.push(id), ok({})),
  } as unknown as CustomerDirectoryGateway;
  const container = new Container();
  container.bind(CustomerUseCases.loadCustomers).toConstantValue(loadCustomers({ gateway }));
  container.bind(CustomerUseCases.loadCustomerDetails).toConstantValue(loadCustomerDetails({ gateway }));
  container.bind(CustomerUseCases.changeCustomer).toConstantValue(changeCustomer({ gateway }));
  for (const token of [
    CustomerUseCases.downloadCustomerExport,
    CustomerUseCases.removeCustomer,
    InvitationUseCases.renewCustomerCode,
    InvitationUseCases.emailCustomerCode,
  ])
    container.bind(token).toConstantValue(async () => ok(null));
  container.bind(CardUseCases.loadCards).toConstantValue(async () => ok([]));
  setSignedInUser(sampleUser({ teamRole: 'owner' }));
  renderRoutes(container, i18n, [{ path: '/customers', element: <CustomersPage /> }], '/customers');
  return { sent };
};

const openButton = (name: string) => screen.findByRole('button', { name: `Open the details of ${name}` });

describe('the customers page gives the focus back to the customer whose details closed', () => {
  it('after a change in the drawer and Escape, to that row, not the page body', async () => {
    const { sent } = renderPage();
    (await openButton('Bruno Costa')).focus();
    fireEvent.click(await openButton('Bruno Costa'));
    const details = await screen.findByTestId('customer-details');
    const add = within(details).getByRole('button', { name: 'Add stamps' });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(sent).toEqual(['c2']));
    await screen.findByText('Stamps added');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('customer-details')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Bruno Costa/ })),
    );
  });

  it('after opening with the mouse on the row, to the row button, not the main region', async () => {
    renderPage();
    const row = (await openButton('Ana Lima')).closest('tr')!;
    fireEvent.click(within(row).getAllByRole('cell')[1]!);
    await screen.findByTestId('customer-details');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('customer-details')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Ana Lima/ })),
    );
  });
});
