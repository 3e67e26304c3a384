import { fireEvent, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleUser } from '../../test/fakes/auth-fakes.ts';
import { sampleSubscription } from '../../test/fakes/billing-client-fakes.ts';
import { resetAuthStore, setSignedInUser } from '../auth/auth.store.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { resetSubscriptionStore, setSubscription } from '../billing/subscription.store.ts';
import { AccountMenu } from './account-menu.tsx';
import { createI18n } from './i18n.ts';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(() => {
  resetAuthStore();
  resetSubscriptionStore();
});

const openMenu = async () => {
  renderRoutes(new Container(), i18n, [{ path: '/', element: <AccountMenu /> }], '/');
  fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
  await screen.findByText('Log out');
};

describe('the account menu', () => {
  it('says when the trial ends while the business is on it', async () => {
    setSignedInUser(sampleUser());
    setSubscription(sampleSubscription({ trialEndsAt: '2026-12-26T10:00:00.000Z' }));
    await openMenu();
    expect(screen.getByText(/^Trial ends (26 Dec|Dec 26)$/)).toBeTruthy();
  });

  it('says nothing of a trial on a paid plan', async () => {
    setSignedInUser(sampleUser());
    setSubscription(sampleSubscription({ status: 'active', trialEndsAt: null }));
    await openMenu();
    expect(screen.queryByText(/Trial ends/)).toBeNull();
  });
});
