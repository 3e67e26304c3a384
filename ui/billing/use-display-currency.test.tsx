import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BillingUseCases,
  pickDisplayCurrency,
  PREFERRED_CURRENCY_KEY,
  resolvePricingCurrency,
  type SubscriptionView,
} from '#domain/billing/index.ts';
import { sampleSubscription } from '../../test/fakes/purchase-fakes.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { ContainerProvider } from '../app/container-context.tsx';
import { browserCountry, detectCurrency } from './detect-currency.ts';
import { useDisplayCurrency, type CurrencyOverride } from './use-display-currency.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The browser reads in these languages ("pl-PL" names Poland). */
const browserLanguages = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

const render = (
  subscription: SubscriptionView | null | undefined,
  override?: CurrencyOverride,
  storage = memoryStorage(),
) => {
  const container = new Container();
  container.bind(BillingUseCases.resolvePricingCurrency).toConstantValue(resolvePricingCurrency({ storage }));
  container.bind(BillingUseCases.pickDisplayCurrency).toConstantValue(pickDisplayCurrency({ storage }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContainerProvider container={container}>{children}</ContainerProvider>
  );
  const hook = renderHook(
    ({ sub, asked }: { sub: typeof subscription; asked?: CurrencyOverride }) =>
      useDisplayCurrency(sub, asked),
    { wrapper, initialProps: { sub: subscription, asked: override } },
  );
  return { ...hook, storage };
};

const shown = async (hook: ReturnType<typeof render>) => {
  await waitFor(() => expect(hook.result.current.currency).not.toBeNull());
  return hook.result.current.currency;
};

describe('the display currency (issue 24: one way for every screen)', () => {
  it("takes the country of the browser's first language with a region; EUR when none names one", async () => {
    browserLanguages('pl-PL', 'en-GB');
    expect(await browserCountry()).toBe('PL');
    expect(await shown(render(null))).toBe('PLN');
    browserLanguages('en', 'de');
    expect(await shown(render(null))).toBe('EUR');
  });

  it('waits for the subscription, whose active paid currency wins over the region', async () => {
    browserLanguages('de-DE');
    const hook = render(undefined);
    await act(async () => undefined);
    expect(hook.result.current.currency).toBeNull();
    hook.rerender({
      sub: sampleSubscription({ status: 'active', currency: 'PLN', trialEndsAt: null }),
      asked: undefined,
    });
    expect(await shown(hook)).toBe('PLN');
  });

  it("saves an admin's ?currency= or ?country= as preferredCurrency, and ?currency=auto clears it", async () => {
    browserLanguages('de-DE');
    const storage = memoryStorage();
    expect(await shown(render(null, { currency: 'gbp' }, storage))).toBe('GBP');
    expect(storage.map.get(PREFERRED_CURRENCY_KEY)).toBe('GBP');
    // Kept for the next visit without the query, even over a paid subscription's currency.
    const paid = sampleSubscription({ status: 'active', currency: 'PLN', trialEndsAt: null });
    expect(await shown(render(paid, {}, storage))).toBe('GBP');
    expect(await shown(render(null, { country: 'mx' }, storage))).toBe('MXN');
    expect(await shown(render(null, { currency: 'auto' }, storage))).toBe('EUR');
    expect(storage.map.has(PREFERRED_CURRENCY_KEY)).toBe(false);
  });

  it("keeps the visitor's own pick", async () => {
    browserLanguages('de-DE');
    const hook = render(null);
    expect(await shown(hook)).toBe('EUR');
    act(() => hook.result.current.choose('CAD'));
    expect(hook.result.current.currency).toBe('CAD');
    expect(hook.storage.map.get(PREFERRED_CURRENCY_KEY)).toBe('CAD');
  });
});

describe('currency detection', () => {
  it('takes the country the locator finds', async () => {
    expect(await detectCurrency(async () => 'PL')).toBe('PLN');
    expect(await detectCurrency(async () => null)).toBe('EUR');
    expect(await detectCurrency(async () => Promise.reject(new Error('blocked')))).toBe('EUR');
  });

  it('gives up after 2 s with the default currency', async () => {
    vi.useFakeTimers();
    const answer = detectCurrency(() => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(1999);
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe('EUR');
  });
});
