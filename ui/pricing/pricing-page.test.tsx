import { fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREFERRED_CURRENCY_KEY } from '#domain/billing/index.ts';
import { domainError, err } from '#domain/shared/index.ts';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import { bindPurchaseUseCases, fakeBillingGateway } from '../../test/fakes/purchase-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { resetAuthStore, setSignedInUser } from '../auth/auth.store.ts';
import { renderGuarded } from '../auth/render-guarded.tsx';
import { PricingPage } from './pricing-page.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => {
  resetAuthStore();
  setSignedInUser(null);
});

const renderAt = (path: string, billing = fakeBillingGateway(), language = i18n) => {
  const container = new Container();
  const storage = memoryStorage();
  bindPurchaseUseCases(container, { billing, storage, clock: fixedClock() });
  const router = renderGuarded(
    container,
    language,
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/signup', element: <p>sign-up page</p> },
    ],
    path,
  );
  return { router, storage };
};

const tile = (name: string) => screen.getByRole('article', { name });
const growth = async () => within(await screen.findByRole('article', { name: 'Growth' }));

describe('the pricing page', () => {
  it("says Free in the reader's language; the other plans keep their names", async () => {
    renderAt('/pricing', fakeBillingGateway(), await createI18n('de'));
    await screen.findByRole('article', { name: 'Growth' });
    const names = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(names).toEqual(['Kostenlos', 'Starter', 'Growth', 'Business', 'Enterprise']);
  });

  it('shows the plans in tier order, free first, with the tile rules and the admin currency', async () => {
    const { storage } = renderAt('/pricing?currency=pln');
    const g = await growth();
    const names = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(names).toEqual(['Free', 'Starter', 'Growth', 'Business', 'Enterprise']);
    expect(g.getByText('Most Popular')).toBeTruthy();
    expect(g.getByText('PLN 199.99')).toBeTruthy();
    expect(g.getByRole('button', { name: 'START 30 DAYS FREE TRIAL' })).toBeTruthy();
    const enterprise = within(tile('Enterprise'));
    expect(enterprise.getByText('Annual only')).toBeTruthy();
    // Sold yearly only: even the monthly view shows its yearly price and can choose it.
    expect(enterprise.getByText(/^PLN [\d.,]+ billed yearly$/)).toBeTruthy();
    expect((enterprise.getByRole('button', { name: 'CHOOSE PLAN' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(storage.get(PREFERRED_CURRENCY_KEY)).toBe('PLN');
  });

  it('shows yearly plans as their monthly equivalent, with the yearly price below', async () => {
    renderAt('/pricing?currency=PLN');
    await growth();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    const g = within(tile('Growth'));
    expect(g.getByText('PLN 159.99')).toBeTruthy();
    expect(g.getByText('PLN 1,919.90 billed yearly')).toBeTruthy();
    expect(screen.getByText('save 20%')).toBeTruthy();
    const enterprise = within(tile('Enterprise'));
    expect((enterprise.getByRole('button', { name: 'CHOOSE PLAN' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('takes a referral code: the prices show the discount', async () => {
    renderAt('/pricing?currency=PLN');
    await growth();
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Please enter a referral code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: 'welcome20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('WELCOME20 takes 20% off: the prices above include it.')).toBeTruthy();
    const g = within(tile('Growth'));
    expect(g.getByText('PLN 159.99')).toBeTruthy();
    expect(g.getByText('Before the referral discount: PLN 199.99')).toBeTruthy();
  });

  it('keeps the period and a checked code in the address, so a reload or a shared link keeps them', async () => {
    const { router } = renderAt('/pricing?currency=PLN');
    await growth();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: 'welcome20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    await screen.findByText('WELCOME20 takes 20% off: the prices above include it.');
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('billing'), search.get('ref')]).toEqual(['year', 'WELCOME20']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(new URLSearchParams(router.state.location.search).get('ref')).toBeNull();
  });

  it('opened with the period and a code, shows the yearly prices with the discount', async () => {
    renderAt('/pricing?currency=PLN&billing=year&ref=welcome20');
    expect(await screen.findByText('WELCOME20 takes 20% off: the prices above include it.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Yearly' }) as HTMLInputElement).checked).toBe(true);
    expect(within(tile('Growth')).getByText('PLN 1,535.92 billed yearly')).toBeTruthy();
  });

  it('takes no more than the longest code, and calls a malformed one invalid', async () => {
    renderAt('/pricing?currency=PLN');
    await growth();
    const field = screen.getByLabelText('Referral code');
    expect(field.getAttribute('maxlength')).toBe('40');
    fireEvent.change(field, { target: { value: 'WEL COME' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Invalid referral code')).toBeTruthy();
  });

  it('says the spec text when the code cannot be checked', async () => {
    renderAt(
      '/pricing?currency=PLN',
      fakeBillingGateway([], { previewReferral: async () => err(domainError('http.network')) }),
    );
    await growth();
    fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: 'ANY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Failed to check referral code. Please try again.')).toBeTruthy();
  });

  it('sends a visitor who chooses Growth yearly to sign-up with the plan, currency and price', async () => {
    const { router } = renderAt('/pricing?currency=PLN');
    await growth();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    fireEvent.click(within(tile('Growth')).getByRole('button', { name: 'START 30 DAYS FREE TRIAL' }));
    await screen.findByText('sign-up page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/signup?plan=growth-year&currency=PLN&priceId=',
    );
  });

  it('compares every feature in a table with headers', async () => {
    renderAt('/pricing?currency=EUR');
    await growth();
    const table = screen.getByRole('table', { name: 'Compare plans' });
    expect(within(table).getByRole('columnheader', { name: 'Enterprise' })).toBeTruthy();
    const scanners = within(table).getByRole('row', { name: /^Scanner devices/ });
    expect(
      within(scanners)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not included', '1', '5', '20', 'Unlimited']);
  });

  it('marks the features the app does not do yet as coming soon, and only those', async () => {
    renderAt('/pricing?currency=EUR');
    await growth();
    const table = screen.getByRole('table', { name: 'Compare plans' });
    const soon = within(table)
      .getAllByRole('rowheader')
      .filter((header) => header.textContent?.endsWith(' Soon'))
      .map((header) => header.textContent);
    expect(soon).toEqual(['Automations Soon', 'Birthday messages Soon', 'Zapier integration Soon']);
  });

  it('offers a retry when the plans cannot load', async () => {
    renderAt('/pricing', fakeBillingGateway([], { plans: async () => err(domainError('http.network')) }));
    expect(await screen.findByText('The plans could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
