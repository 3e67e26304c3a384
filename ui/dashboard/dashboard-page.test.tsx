import { screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CardUseCases } from '#domain/cards/index.ts';
import { DashboardUseCases } from '#domain/dashboard/index.ts';
import { err, domainError, ok } from '#domain/shared/index.ts';
import { WalletUseCases } from '#domain/wallet/index.ts';
import { sampleUser } from '../../test/fakes/auth-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { setSignedInUser } from '../auth/auth.store.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { DashboardPage } from './dashboard-page.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(() => setSignedInUser(null));

/** The dashboard of a business without a card yet; the set-up panels have nothing to say. */
const renderNewBusiness = () => {
  const container = new Container();
  const quiet = async () => err(domainError('http.network'));
  container.bind(CardUseCases.loadCards).toConstantValue(async () => ok([]));
  container.bind(DashboardUseCases.dashboardData).toConstantValue({ cached: () => null, refresh: quiet });
  container.bind(DashboardUseCases.loadFirstSteps).toConstantValue(quiet);
  container.bind(WalletUseCases.loadWalletStatus).toConstantValue(quiet);
  setSignedInUser(sampleUser({ teamRole: 'owner' }));
  renderRoutes(container, i18n, [{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
};

describe('the dashboard of a new business', () => {
  it('leads "Create your first card" straight to the choice of card type', async () => {
    renderNewBusiness();
    const create = await screen.findByRole('link', { name: 'Create your first card' });
    expect(create.getAttribute('href')).toBe('/cards?new=1');
  });
});
