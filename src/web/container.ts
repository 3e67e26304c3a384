import { Container } from 'inversify';
import { createConsoleErrorReporter } from '#adapters/analytics/console-error-reporter.adapter.ts';
import { browserClock, browserIdGenerator } from '#adapters/browser/browser-id-generator.adapter.ts';
import { createCookieSessionStore } from '#adapters/browser/cookie-session-store.adapter.ts';
import { createLocalStorage } from '#adapters/browser/local-storage.adapter.ts';
import { createApiClient, type ApiClient } from '#adapters/http/api-client.ts';
import * as auth from '#domain/auth/index.ts';
import {
  ClockToken,
  createToken,
  ErrorReporterToken,
  FeatureFlagsToken,
  featureFlagsFrom,
  IdGeneratorToken,
  KeyValueStorageToken,
} from '#domain/shared/index.ts';
import { SliceLoaderToken } from '#ui/app/slice-loader.ts';
import { wireAuth } from './wiring/auth.ts';
import { wireCards } from './wiring/cards.ts';
import { wireDashboard } from './wiring/dashboard.ts';
import type { WebWiringContext } from './wiring/web-wiring-context.ts';

export const ApiClientToken = createToken<ApiClient>('web.ApiClient');

/** Slices wired on the first visit to a screen that uses them: their code (and libraries) load with it. */
export type LazySlice =
  'account' | 'billing' | 'customers' | 'loyalty' | 'messaging' | 'purchase' | 'scanner' | 'signup';

export interface WebComposition {
  readonly container: Container;
  /** Wires `slices` once, loading their code; the router awaits it with the screens that need them. */
  readonly loadSlices: (slices: readonly LazySlice[]) => Promise<void>;
}

export interface WebContainerOptions {
  /** Called when the session is over (a 401 that one refresh could not fix). */
  readonly onSessionExpired: () => void;
  readonly baseUrl?: string;
  /** The UI's current language, sent with every API request (see `createApiClient`). */
  readonly language?: () => string | undefined;
}

/**
 * The browser composition root: the page's shared pieces (session, storage, clock, randomness,
 * the API client), then each slice's wiring (`./wiring/<slice>.ts`).
 */
export const createWebContainer = ({
  onSessionExpired,
  baseUrl = '',
  language,
}: WebContainerOptions): WebComposition => {
  // The page's Content-Security-Policy allows no eval: inversify must not compile resolvers.
  const container = new Container({ jitless: true });
  const session = createCookieSessionStore();
  const reporter = createConsoleErrorReporter();
  const client = createApiClient({
    baseUrl: baseUrl || window.location.origin,
    session,
    reporter,
    onSessionExpired,
    language,
  });
  container.bind(auth.SessionStoreToken).toConstantValue(session);
  container.bind(ErrorReporterToken).toConstantValue(reporter);
  container.bind(KeyValueStorageToken).toConstantValue(createLocalStorage());
  container.bind(ClockToken).toConstantValue(browserClock);
  container.bind(IdGeneratorToken).toConstantValue(browserIdGenerator);
  // Flags come from the build (VITE_FEATURE_FLAGS=new-card-types,…).
  container
    .bind(FeatureFlagsToken)
    .toConstantValue(featureFlagsFrom(import.meta.env.VITE_FEATURE_FLAGS as string | undefined));
  container.bind(ApiClientToken).toConstantValue(client);

  const context: WebWiringContext = { container, client, baseUrl };
  // What the dashboard needs before it shows; the other slices' use cases, gateways and schemas
  // load with the screens that use them (issue 23). Points rules also bring decimal.js (12 KB gzipped).
  wireAuth(context);
  wireCards(context);
  wireDashboard(context);
  const lazy: Record<LazySlice, () => Promise<void>> = {
    account: async () => (await import('./wiring/account.ts')).wireAccount(context),
    billing: async () => (await import('./wiring/billing.ts')).wireBilling(context),
    customers: async () => (await import('./wiring/customers.ts')).wireCustomers(context),
    loyalty: async () => (await import('./wiring/loyalty.ts')).wireLoyalty(context),
    messaging: async () => (await import('./wiring/messaging.ts')).wireMessaging(context),
    // The purchase path's use cases (pricing, sign-up with a plan, checkout); they read the billing gateway.
    purchase: async () => (await import('./wiring/purchase.ts')).wirePurchase(context),
    scanner: async () => (await import('./wiring/scanner.ts')).wireScanner(context),
    signup: async () => (await import('./wiring/signup.ts')).wireSignUp(context),
  };
  const wired = new Map<LazySlice, Promise<void>>();
  const loadSlices = async (slices: readonly LazySlice[]) => {
    await Promise.all(
      slices.map((slice) => {
        const once = wired.get(slice) ?? lazy[slice]();
        wired.set(slice, once);
        return once;
      }),
    );
  };
  container.bind(SliceLoaderToken).toConstantValue(loadSlices);
  return { container, loadSlices };
};
