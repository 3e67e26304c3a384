import { Container } from 'inversify';
import { createConsoleErrorReporter } from '#adapters/analytics/console-error-reporter.adapter.ts';
import { createCookieSessionStore } from '#adapters/browser/cookie-session-store.adapter.ts';
import { createLocalStorage } from '#adapters/browser/local-storage.adapter.ts';
import { createApiClient, type ApiClient } from '#adapters/http/api-client.ts';
import { createHttpAuthGateway } from '#adapters/http/auth-gateway.adapter.ts';
import { createHttpCardGateway } from '#adapters/http/card-gateway.adapter.ts';
import { createHttpCustomerGateway } from '#adapters/http/customer-gateway.adapter.ts';
import { createHttpCustomerDirectoryGateway } from '#adapters/http/customer-directory-gateway.adapter.ts';
import { createHttpDashboardGateway } from '#adapters/http/dashboard-gateway.adapter.ts';
import { createHttpWalletStatusGateway } from '#adapters/http/wallet-status-gateway.adapter.ts';
import { createHttpSegmentGateway } from '#adapters/http/segment-gateway.adapter.ts';
import { createHttpTestStatusGateway } from '#adapters/http/test-status-gateway.adapter.ts';
import * as testingWizard from '#domain/testing-wizard/index.ts';
import * as dashboard from '#domain/dashboard/index.ts';
import * as segments from '#domain/segments/index.ts';
import { createHttpAccrualGateway } from '#adapters/http/accrual-gateway.adapter.ts';
import { createHttpGetPassGateway } from '#adapters/http/get-pass-gateway.adapter.ts';
import { createHttpMessageGateway } from '#adapters/http/message-gateway.adapter.ts';
import { createHttpScannerGateway } from '#adapters/http/scanner-gateway.adapter.ts';
import { createHttpScannerKeysGateway } from '#adapters/http/scanner-keys-gateway.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import * as cards from '#domain/cards/index.ts';
import * as customers from '#domain/customers/index.ts';
import * as loyalty from '#domain/loyalty/index.ts';
import * as messaging from '#domain/messaging/index.ts';
import * as scanner from '#domain/scanner/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import {
  ErrorReporterToken,
  FeatureFlagsToken,
  KeyValueStorageToken,
  bindUseCase,
  createToken,
  featureFlagsFrom,
} from '#domain/shared/index.ts';

export const ApiClientToken = createToken<ApiClient>('web.ApiClient');

export interface WebContainerOptions {
  /** Called when the session is over (a 401 that one refresh could not fix). */
  readonly onSessionExpired: () => void;
  readonly baseUrl?: string;
}

/** The browser composition root: real adapters bound to the domain's tokens. */
export const createWebContainer = ({ onSessionExpired, baseUrl = '' }: WebContainerOptions): Container => {
  const container = new Container();
  const session = createCookieSessionStore();
  const reporter = createConsoleErrorReporter();
  const client = createApiClient({
    baseUrl: baseUrl || window.location.origin,
    session,
    reporter,
    onSessionExpired,
  });

  container.bind(auth.SessionStoreToken).toConstantValue(session);
  container.bind(ErrorReporterToken).toConstantValue(reporter);
  container.bind(KeyValueStorageToken).toConstantValue(createLocalStorage());
  // Flags come from the build (VITE_FEATURE_FLAGS=new-card-types,…).
  container
    .bind(FeatureFlagsToken)
    .toConstantValue(featureFlagsFrom(import.meta.env.VITE_FEATURE_FLAGS as string | undefined));
  container.bind(ApiClientToken).toConstantValue(client);
  container.bind(auth.AuthGatewayToken).toConstantValue(createHttpAuthGateway(client));

  const sessionDeps = { gateway: auth.AuthGatewayToken, session: auth.SessionStoreToken };
  bindUseCase(container, auth.LogIn, auth.logIn, sessionDeps);
  bindUseCase(container, auth.SignUp, auth.signUp, sessionDeps);
  bindUseCase(container, auth.LogOut, auth.logOut, sessionDeps);
  bindUseCase(container, auth.LoadCurrentUser, auth.loadCurrentUser, sessionDeps);
  bindUseCase(container, auth.CompleteOnboarding, auth.completeOnboarding, {
    gateway: auth.AuthGatewayToken,
  });
  container.bind(cards.CardGatewayToken).toConstantValue(createHttpCardGateway(client));
  container.bind(cards.GeocoderToken).toConstantValue(cards.noGeocoder);
  const cardDeps = { gateway: cards.CardGatewayToken };
  bindUseCase(container, cards.LoadCards, cards.loadCards, cardDeps);
  bindUseCase(container, cards.LoadCardForEditing, cards.loadCardForEditing, cardDeps);
  bindUseCase(container, cards.SaveCard, cards.saveCard, cardDeps);
  bindUseCase(container, cards.PublishCardNow, cards.publishCardNow, cardDeps);
  bindUseCase(container, cards.DeleteCard, cards.deleteCard, cardDeps);
  bindUseCase(container, cards.RestoreCardFromTrash, cards.restoreCardFromTrash, cardDeps);
  bindUseCase(container, cards.UploadCardImage, cards.uploadCardImage, cardDeps);
  container.bind(customers.CustomerGatewayToken).toConstantValue(createHttpCustomerGateway(client));
  const customerDeps = { gateway: customers.CustomerGatewayToken };
  container
    .bind(customers.CustomerDirectoryGatewayToken)
    .toConstantValue(createHttpCustomerDirectoryGateway(client));
  const directoryDeps = { gateway: customers.CustomerDirectoryGatewayToken };
  bindUseCase(container, customers.LoadCustomers, customers.loadCustomers, directoryDeps);
  bindUseCase(container, customers.LoadCustomerDetails, customers.loadCustomerDetails, directoryDeps);
  bindUseCase(container, customers.ChangeCustomer, customers.changeCustomer, directoryDeps);
  bindUseCase(container, customers.RemoveCustomer, customers.removeCustomer, directoryDeps);
  container.bind(customers.DownloadCustomerExport).toConstantValue(
    customers.downloadCustomerExport({
      gateway: container.get(customers.CustomerDirectoryGatewayToken),
      clock: { now: () => new Date() },
    }),
  );
  container.bind(segments.SegmentGatewayToken).toConstantValue(createHttpSegmentGateway(client));
  bindUseCase(container, segments.LoadSegments, segments.loadSegments, {
    gateway: segments.SegmentGatewayToken,
  });
  container.bind(dashboard.DashboardGatewayToken).toConstantValue(createHttpDashboardGateway(client));
  container.bind(wallet.WalletStatusGatewayToken).toConstantValue(createHttpWalletStatusGateway(client));
  bindUseCase(container, wallet.LoadWalletStatus, wallet.loadWalletStatus, {
    gateway: wallet.WalletStatusGatewayToken,
  });
  container.bind(testingWizard.TestStatusGatewayToken).toConstantValue(createHttpTestStatusGateway(client));
  bindUseCase(container, testingWizard.LoadTestStatus, testingWizard.loadTestStatus, {
    gateway: testingWizard.TestStatusGatewayToken,
  });
  container.bind(dashboard.DashboardData).toConstantValue(
    dashboard.dashboardData({
      gateway: container.get(dashboard.DashboardGatewayToken),
      storage: container.get(KeyValueStorageToken),
      clock: { now: () => new Date() },
    }),
  );
  bindUseCase(container, customers.AddCustomer, customers.addCustomer, customerDeps);
  bindUseCase(container, customers.RenewCustomerCode, customers.renewCustomerCode, customerDeps);
  bindUseCase(container, customers.EmailCustomerCode, customers.emailCustomerCode, customerDeps);
  container.bind(customers.WatchInvitation).toConstantValue(
    customers.watchInvitation({
      gateway: container.get(customers.CustomerGatewayToken),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  );
  bindUseCase(container, customers.DownloadCardPoster, customers.downloadCardPoster, customerDeps);
  bindUseCase(container, customers.CreateTestCustomer, customers.createTestCustomer, customerDeps);
  container.bind(customers.TestGooglePassUrl).toConstantValue(
    customers.testGooglePassUrl({
      gateway: createHttpGetPassGateway(baseUrl),
      tokens: customers.holderTokenStore(container.get(KeyValueStorageToken)),
    }),
  );
  // Native listings are published by whoever runs the site: VITE_SCANNER_APP_STORE_URL and friends.
  container.bind(scanner.ScannerAppLinksToken).toConstantValue(
    scanner.scannerAppLinksFrom({
      appStore: import.meta.env.VITE_SCANNER_APP_STORE_URL as string | undefined,
      playStore: import.meta.env.VITE_SCANNER_PLAY_STORE_URL as string | undefined,
      apk: import.meta.env.VITE_SCANNER_APK_URL as string | undefined,
    }),
  );
  container.bind(scanner.ScannerKeysGatewayToken).toConstantValue(createHttpScannerKeysGateway(client));
  container.bind(scanner.LoadScannerKeys).toConstantValue(
    scanner.loadScannerKeys({
      gateway: container.get(scanner.ScannerKeysGatewayToken),
      now: () => new Date().toISOString(),
      newId: () => crypto.randomUUID(),
    }),
  );
  const scannerDeps = { gateway: scanner.ScannerKeysGatewayToken };
  bindUseCase(container, scanner.GenerateScannerKey, scanner.generateScannerKey, scannerDeps);
  bindUseCase(container, scanner.RevokeScannerKey, scanner.revokeScannerKey, scannerDeps);
  container
    .bind(scanner.ScannerGatewayToken)
    .toConstantValue(createHttpScannerGateway(baseUrl || window.location.origin));
  const scannerAppDeps = { gateway: scanner.ScannerGatewayToken, storage: KeyValueStorageToken };
  bindUseCase(container, scanner.SignInScanner, scanner.signInScanner, scannerAppDeps);
  bindUseCase(container, scanner.RestoreScanner, scanner.restoreScanner, scannerAppDeps);
  bindUseCase(container, scanner.SignOutScanner, scanner.signOutScanner, scannerAppDeps);
  bindUseCase(container, scanner.ScanHolderCode, scanner.scanHolderCode, scannerAppDeps);
  bindUseCase(container, scanner.UndoScanChange, scanner.undoScanChange, scannerAppDeps);
  container.bind(scanner.RunScanAction).toConstantValue(
    scanner.runScanAction({
      gateway: container.get(scanner.ScannerGatewayToken),
      storage: container.get(KeyValueStorageToken),
      newKey: () => crypto.randomUUID(),
    }),
  );
  container.bind(messaging.MessageGatewayToken).toConstantValue(createHttpMessageGateway(client));
  const messageDeps = { gateway: messaging.MessageGatewayToken };
  bindUseCase(container, messaging.SendMessage, messaging.sendMessage, messageDeps);
  bindUseCase(container, messaging.LoadCardStats, messaging.loadCardStats, messageDeps);
  container.bind(loyalty.AccrualGatewayToken).toConstantValue(createHttpAccrualGateway(client));
  const accrualDeps = { gateway: loyalty.AccrualGatewayToken };
  bindUseCase(container, loyalty.LoadAccrualConfigs, loyalty.loadAccrualConfigs, accrualDeps);
  bindUseCase(container, loyalty.SaveAccrualConfig, loyalty.saveAccrualConfig, accrualDeps);
  bindUseCase(container, loyalty.SetAccrualArchived, loyalty.setAccrualArchived, accrualDeps);
  return container;
};
