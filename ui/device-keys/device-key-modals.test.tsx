import { fireEvent, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BillingUseCases, type SubscriptionView } from '#domain/billing/index.ts';
import { generateScannerKey, ScannerUseCases, type ScannerKeysGateway } from '#domain/scanner/index.ts';
import { domainError, err, ok } from '#domain/shared/index.ts';
import { sampleSubscription } from '../../test/fakes/billing-client-fakes.ts';
import { createI18n } from '../app/i18n.ts';
import { renderRoutes } from '../auth/render-guarded.tsx';
import { resetSubscriptionStore, setSubscription, subscriptionStore } from '../billing/subscription.store.ts';
import { useDeviceKeyCreation } from './device-key-modals.tsx';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(() => resetSubscriptionStore());

/** A Starter business (one scanner) with `used` scanners paired. */
const starterWith = (used: number) =>
  sampleSubscription({
    status: 'active',
    trialEndsAt: null,
    planDetails: {
      name: 'Starter',
      type: 'starter',
      interval: 'month',
      features: [{ name: 'scanners', limit: 1 }],
    },
    resourceUsage: {
      scanners: { enabled: true, limit: 1, total: 1, used, remaining: 1 - used, available: 1 - used },
    },
  });

/**
 * The keys page's modals over the real use case; the server refuses every key when `refuses`, and
 * reads the subscription as `current` (what the store holds, unless given).
 */
const renderKeys = (refuses = false, current?: SubscriptionView) => {
  const created: string[] = [];
  const gateway: ScannerKeysGateway = {
    list: async () => ok([]),
    create: async (deviceName) => (
      created.push(deviceName),
      refuses
        ? err(domainError('plan.limitExceeded', 'no more scanners'))
        : ok({ key: 'k'.repeat(32), deviceName, deviceId: 'd1' })
    ),
    revoke: async () => ok(true),
  };
  const container = new Container();
  container.bind(ScannerUseCases.generateScannerKey).toConstantValue(generateScannerKey({ gateway }));
  const stored = subscriptionStore.subscription;
  container.bind(BillingUseCases.loadSubscription).toConstantValue(async () => current ?? stored);
  const Page = () => {
    const { start, modals } = useDeviceKeyCreation(() => undefined);
    return (
      <>
        <button type="button" onClick={start}>
          Add device
        </button>
        {modals}
      </>
    );
  };
  renderRoutes(container, i18n, [{ path: '/scanner-app', element: <Page /> }], '/scanner-app');
  return created;
};

describe('adding a scanner device key (requirements §4, §6 addDevice)', () => {
  it("at the plan's scanner limit, says so with the limit before a name is asked", async () => {
    setSubscription(starterWith(1));
    const created = renderKeys();
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    const gate = await screen.findByRole('dialog', { name: "You have reached your plan's limit" });
    expect(gate.textContent).toContain('Your plan allows 1 scanner.');
    // The limit is named, so the dialog does not also say the plan lacks scanners altogether.
    expect(gate.textContent).toContain('Choose a bigger plan to add more');
    expect(gate.textContent).not.toContain('does not include this');
    expect(screen.queryByLabelText(/Device name/)).toBeNull();
    expect(created).toEqual([]);
  });

  it('checks a refusal against a fresh read: a key revoked a moment ago frees its place', async () => {
    setSubscription(starterWith(1));
    renderKeys(false, starterWith(0));
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('textbox')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: "You have reached your plan's limit" })).toBeNull();
  });

  it('below the limit asks for the name; a refusal from the server still names the limit', async () => {
    // The subscription read before the last scanner was paired elsewhere: the server decides.
    setSubscription(starterWith(0));
    const created = renderKeys(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    const name = await screen.findByRole('textbox');
    fireEvent.change(name, { target: { value: 'Till 1' } });
    fireEvent.submit(name.closest('form')!);
    const gate = await screen.findByRole('dialog', { name: "You have reached your plan's limit" });
    expect(gate.textContent).toContain('Your plan allows 1 scanner.');
    expect(created).toEqual(['Till 1']);
  });
});
