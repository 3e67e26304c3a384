import { randomBytes } from 'node:crypto';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import { createAccountRepository } from '#adapters/persistence/account.repository.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { createRateLimitRepository } from '#adapters/persistence/rate-limit.repository.ts';
import { createRefreshTokenRepository } from '#adapters/persistence/refresh-token.repository.ts';
import { loadOrCreateSecret } from '#adapters/persistence/server-secret.repository.ts';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { createJwtAccessTokens } from '#adapters/security/jwt-access-token.adapter.ts';
import { nodeIdGenerator, systemClock } from '#adapters/security/node-id-generator.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import * as cards from '#domain/cards/index.ts';
import * as customers from '#domain/customers/index.ts';
import * as files from '#domain/files/index.ts';
import * as loyalty from '#domain/loyalty/index.ts';
import * as messaging from '#domain/messaging/index.ts';
import * as scanner from '#domain/scanner/index.ts';
import * as support from '#domain/support/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { createApplePassRenderer } from '#adapters/wallet/apple/apple-pass-renderer.adapter.ts';
import { loadAppleSigningIdentity } from '#adapters/wallet/apple/signing-identity.ts';
import {
  createGoogleSaveLinks,
  createSaveLinkSigner,
  loadServiceAccount,
} from '#adapters/wallet/google/save-link.adapter.ts';
import { renderPdfPass } from '#adapters/wallet/pdf/pdf-pass.adapter.ts';
import { createInitialLogoCache } from '#adapters/wallet/initial-logo-renderer.adapter.ts';
import { createStampStripCache } from '#adapters/wallet/stamp-strip-renderer.adapter.ts';
import { createPosterRenderer } from '#adapters/wallet/pdf/poster-pdf.adapter.ts';
import { createInvitationStatusLookup } from '#adapters/persistence/invitation-status.repository.ts';
import { cacheDeviceKeys, cacheFinds } from '#adapters/persistence/cached-lookups.repository.ts';
import { createScannerDeviceRepository } from '#adapters/persistence/scanner-device.repository.ts';
import { createCardMessageRepository } from '#adapters/persistence/card-message.repository.ts';
import { createAccrualConfigRepository } from '#adapters/persistence/accrual-config.repository.ts';
import { createScanLedger } from '#adapters/persistence/scan-ledger.repository.ts';
import { sha256KeyDigest } from '#adapters/security/sha256-key-digest.adapter.ts';
import { createPassHolderRepository } from '#adapters/persistence/pass-holder.repository.ts';
import { createAppleRegistrationRepository } from '#adapters/persistence/apple-registration.repository.ts';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createJobStore } from '#adapters/persistence/job-queue.repository.ts';
import {
  createCallbackNonces,
  createNotifyBudget,
} from '#adapters/persistence/google-wallet-state.repository.ts';
import { createApnsPushSender } from '#adapters/push/apns/apns-push.adapter.ts';
import {
  createGoogleCallbackVerifier,
  createGoogleRootKeyFetcher,
  type GoogleRootKey,
} from '#adapters/wallet/google/callback-verifier.adapter.ts';
import { createGoogleTokenSource } from '#adapters/wallet/google/google-token.adapter.ts';
import { createWalletObjectsClient } from '#adapters/wallet/google/wallet-objects.adapter.ts';
import { createJobWorker } from './jobs/job-worker.ts';
import { createEmailComposer } from '#adapters/mail/email-composer.adapter.ts';
import { createFileOutboxMailer } from '#adapters/mail/file-outbox-mailer.adapter.ts';
import { createSmtpMailer } from '#adapters/mail/smtp-mailer.adapter.ts';
import { createDiskFileStore } from '#adapters/files/disk-file-store.adapter.ts';
import { createSharpImageCodec } from '#adapters/files/sharp-image-codec.adapter.ts';
import { createUploadRepository } from '#adapters/persistence/upload.repository.ts';
import { join } from 'node:path';
import { createCardRepository } from '#adapters/persistence/card.repository.ts';
import { createCustomerDirectory } from '#adapters/persistence/customer-directory.repository.ts';
import { createActivityReader } from '#adapters/persistence/activity.repository.ts';
import * as dashboard from '#domain/dashboard/index.ts';
import * as segments from '#domain/segments/index.ts';
import * as testingWizard from '#domain/testing-wizard/index.ts';
import { createTestRunReader } from '#adapters/persistence/test-run.repository.ts';
import {
  ClockToken,
  IdGeneratorToken,
  JobQueueToken,
  MailerToken,
  bindUseCase,
  type Clock,
  type IdGenerator,
  type JobRequest,
  type Token,
} from '#domain/shared/index.ts';
import type { ServerConfig } from './config.ts';
import {
  ConfigToken,
  DatabaseToken,
  GoogleCallbackVerifierToken,
  JobWorkerToken,
  InitialLogoRendererToken,
  StampStripRendererToken,
  LoggerToken,
  UploadFilesToken,
} from './tokens.ts';

export interface ServerContainerOptions {
  readonly config: ServerConfig;
  readonly database: Database;
  readonly logger: Logger;
  readonly clock?: Clock;
  readonly ids?: IdGenerator;
  /** Cheaper hashing for tests; production uses the OWASP baseline. */
  readonly passwordHasher?: auth.PasswordHasher;
  /** Google's callback root keys; fetched from GOOGLE_ROOT_KEYS_URL when not given (tests give local keys). */
  readonly googleRootKeys?: () => Promise<readonly GoogleRootKey[]>;
}

export const createServerContainer = async (options: ServerContainerOptions): Promise<Container> => {
  const { config, database, logger } = options;
  const container = new Container();
  const db = database.db;
  const jwtSecret =
    config.jwtSecret ??
    (await loadOrCreateSecret(db, 'jwt_hs256', () => randomBytes(48).toString('base64url')));

  container.bind(ConfigToken).toConstantValue(config);
  container.bind(DatabaseToken).toConstantValue(database);
  container.bind(LoggerToken).toConstantValue(logger);
  container.bind(ClockToken).toConstantValue(options.clock ?? systemClock);
  container.bind(IdGeneratorToken).toConstantValue(options.ids ?? nodeIdGenerator);
  container.bind(auth.AccountRepositoryToken).toConstantValue(createAccountRepository(db));
  container.bind(auth.RefreshTokenStoreToken).toConstantValue(createRefreshTokenRepository(db));
  container.bind(auth.RateLimiterToken).toConstantValue(createRateLimitRepository(db));
  container
    .bind(auth.PasswordHasherToken)
    .toConstantValue(options.passwordHasher ?? createArgon2PasswordHasher());
  container.bind(auth.AccessTokenServiceToken).toConstantValue(createJwtAccessTokens(jwtSecret));

  const session = {
    accounts: auth.AccountRepositoryToken,
    accessTokens: auth.AccessTokenServiceToken,
    refreshTokens: auth.RefreshTokenStoreToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  };
  bindUseCase(container, auth.RegisterAccount, auth.registerAccount, {
    ...session,
    hasher: auth.PasswordHasherToken,
  });
  bindUseCase(container, auth.Authenticate, auth.authenticate, {
    ...session,
    hasher: auth.PasswordHasherToken,
    limiter: auth.RateLimiterToken,
  });
  bindUseCase(container, auth.RefreshSession, auth.refreshSession, session);
  bindUseCase(container, auth.RevokeSession, auth.revokeSession, {
    refreshTokens: auth.RefreshTokenStoreToken,
    clock: ClockToken,
  });
  bindUseCase(container, auth.GetProfile, auth.getProfile, { accounts: auth.AccountRepositoryToken });
  bindUseCase(container, auth.UpdateProfile, auth.updateProfile, {
    accounts: auth.AccountRepositoryToken,
    clock: ClockToken,
  });
  container.bind(cards.CardRepositoryToken).toConstantValue(createCardRepository(db));
  const cardDeps = { cards: cards.CardRepositoryToken, ids: IdGeneratorToken, clock: ClockToken };
  bindUseCase(container, cards.ListCards, cards.listCards, { cards: cards.CardRepositoryToken });
  bindUseCase(container, cards.GetCard, cards.getCard, { cards: cards.CardRepositoryToken });
  bindUseCase(container, cards.CreateCard, cards.createCard, cardDeps);
  bindUseCase(container, cards.UpdateCard, cards.updateCard, cardDeps);
  bindUseCase(container, cards.PublishCard, cards.publishCard, {
    cards: cards.CardRepositoryToken,
    clock: ClockToken,
    jobs: JobQueueToken,
  });
  bindUseCase(container, cards.TrashCard, cards.trashCard, {
    cards: cards.CardRepositoryToken,
    clock: ClockToken,
  });
  bindUseCase(container, cards.RestoreCard, cards.restoreCard, {
    cards: cards.CardRepositoryToken,
    clock: ClockToken,
  });
  bindUseCase(container, cards.CreateDemoCard, cards.createDemoCard, cardDeps);

  const uploadFiles = createDiskFileStore(join(config.dataDir, 'uploads'));
  container.bind(UploadFilesToken).toConstantValue(uploadFiles);
  container.bind(InitialLogoRendererToken).toConstantValue(createInitialLogoCache());
  container.bind(files.FileStoreToken).toConstantValue(uploadFiles);
  container.bind(files.ImageCodecToken).toConstantValue(createSharpImageCodec());
  container.bind(files.UploadRepositoryToken).toConstantValue(createUploadRepository(db));
  const fileDeps = { files: files.FileStoreToken, uploads: files.UploadRepositoryToken };
  bindUseCase(container, files.UploadImage, files.uploadImage, {
    ...fileDeps,
    codec: files.ImageCodecToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  });
  bindUseCase(container, files.DeleteUpload, files.deleteUpload, fileDeps);

  const clock = options.clock ?? systemClock;
  const jobStore = createJobStore(db, () => clock.now());
  // Bound before the use cases resolve; the worker's handlers are added once the wallet is wired.
  const handlers: Record<string, (payload: unknown) => Promise<void>> = {};
  const worker = createJobWorker({ store: jobStore, handlers, clock, logger });
  container.bind(JobWorkerToken).toConstantValue(worker);
  container.bind(JobQueueToken).toConstantValue({
    enqueue: async (requests: readonly JobRequest[]) => {
      await jobStore.enqueue(requests);
      if (requests.length) worker.kick();
    },
  });

  const apple = await loadAppleSigningIdentity(
    { ...config.apple, developmentDir: join(config.dataDir, 'apple-dev') },
    clock.now(),
  );
  if (apple.isDevelopment) {
    logger.warn(
      `Apple passes are signed with a development certificate kept in ${join(config.dataDir, 'apple-dev')}: they are valid but will not install on a real iPhone until APPLE_CERT, APPLE_KEY and APPLE_WWDR are set.`,
    );
  }
  // Pass images come from the business's uploads; a missing file just leaves the image out.
  const readUpload = async (url: string): Promise<Uint8Array | null> => {
    const path = uploadFiles.pathOf(url.replace(/^\/api\/uploads\//, ''));
    return path
      ? readFile(path).then(
          (bytes) => new Uint8Array(bytes),
          () => null,
        )
      : null;
  };
  const google = loadServiceAccount(config.google.serviceAccount, join(config.dataDir, 'google-dev'));
  if (google.isDevelopment)
    logger.warn(
      'Google Wallet save links are signed with a development key: set GOOGLE_SERVICE_ACCOUNT and GOOGLE_ISSUER_ID for links Google accepts.',
    );
  const googleApi = google.isDevelopment
    ? null
    : createWalletObjectsClient({
        baseUrl: config.google.apiUrl,
        token: (
          (source) => () =>
            source.token()
        )(
          createGoogleTokenSource({
            account: google.account,
            tokenUrl: config.google.tokenUrl,
            now: () => clock.now(),
          }),
        ),
      });
  const signSaveLink = createSaveLinkSigner({
    account: google.account,
    origins: [config.publicUrl],
    saveUrlBase: config.google.saveUrl,
  });
  const googleIssuer = {
    issuerId: config.google.issuerId,
    issuerName: 'Passdeck',
    publicUrl: config.publicUrl,
  };
  const updateProblem = wallet.updateAddressProblem(config.publicUrl);
  if (updateProblem)
    logger.warn(
      { publicUrl: config.publicUrl, problem: updateProblem },
      `Installed Apple passes will not update: PUBLIC_URL is ${config.publicUrl}, and iPhones fetch pass updates only over https from a public address. Passes are issued without an update service until PUBLIC_URL is a public https address (your domain, or a tunnel to this server). See README, "Going live".`,
    );
  const walletStatus: wallet.WalletStatus = {
    publicUrl: config.publicUrl,
    apple: {
      signing: apple.isDevelopment ? 'development' : 'production',
      updates: updateProblem === null,
      updateProblem,
      pushes: config.apns.enabled && updateProblem === null,
    },
    google: {
      signing: google.isDevelopment ? 'development' : 'production',
      updates: !google.isDevelopment,
    },
  };
  container.bind(wallet.WalletStatusToken).toConstantValue(walletStatus);
  const applePasses = createApplePassRenderer({
    issuer: {
      passTypeIdentifier: config.apple.passTypeId,
      teamIdentifier: config.apple.teamId,
      organizationName: 'Passdeck',
      // A device would never call an http or local address: passes go without an update service.
      ...(updateProblem ? {} : { webServiceURL: `${config.publicUrl}/api/wallet/apple` }),
    },
    identity: apple.identity,
    readUpload,
    now: () => clock.now(),
  });
  const stampStrips = createStampStripCache(readUpload);
  container.bind(StampStripRendererToken).toConstantValue(stampStrips);
  const renderer: wallet.PassRenderer = {
    apple: applePasses.apple,
    googleSaveUrl: createGoogleSaveLinks({ sign: signSaveLink, api: googleApi, issuer: googleIssuer }),
    pdf: (card, holder) => renderPdfPass(card, holder, readUpload, stampStrips),
  };
  container.bind(wallet.PassRendererToken).toConstantValue(renderer);
  const holders = createPassHolderRepository(db);
  container.bind(wallet.PassHolderRepositoryToken).toConstantValue(holders);
  const registrations = createAppleRegistrationRepository(db, {
    writesInterleave: database.driver === 'postgres',
  });
  container.bind(wallet.AppleWebService).toConstantValue(
    wallet.appleWebService({
      registrations,
      holders,
      cards: container.get(cards.CardRepositoryToken),
      clock,
      passTypeIdentifier: config.apple.passTypeId,
    }),
  );
  bindUseCase(container, wallet.PreparePass, wallet.preparePass, {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
  });
  bindUseCase(container, wallet.RecordPassDownload, wallet.recordPassDownload, {
    holders: wallet.PassHolderRepositoryToken,
    clock: ClockToken,
  });
  bindUseCase(container, wallet.IssueHolder, wallet.issueHolder, {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
    limiter: auth.RateLimiterToken,
  });

  if (!config.apns.enabled)
    logger.warn('APNs is off (no APPLE_CERT): Apple passes update when their holders next open them.');
  const apns = config.apns.enabled
    ? createApnsPushSender({
        baseUrl: config.apns.url,
        ...apple.tls,
        ca: config.apns.ca ? pemOrFile(config.apns.ca) : undefined,
        topic: config.apple.passTypeId,
      })
    : null;
  Object.assign(
    handlers,
    wallet.passUpdateJobs({
      holders,
      cards: container.get(cards.CardRepositoryToken),
      tokens: registrations,
      registrations,
      jobs: container.get(JobQueueToken),
      clock,
      apns,
      google: googleApi,
      budget: createNotifyBudget(db),
      googleIssuer,
    }),
  );
  container.bind(wallet.PushTokenLookupToken).toConstantValue(registrations);
  container.bind(wallet.RecordGoogleEvent).toConstantValue(
    wallet.recordGoogleEvent({
      holders,
      nonces: createCallbackNonces(db),
      clock,
      issuerId: config.google.issuerId,
    }),
  );
  container.bind(wallet.GoogleLinkIssued).toConstantValue(wallet.googleLinkIssued({ holders }));
  container.bind(GoogleCallbackVerifierToken).toConstantValue(
    createGoogleCallbackVerifier({
      issuerId: config.google.issuerId,
      rootKeys: options.googleRootKeys ?? createGoogleRootKeyFetcher(config.google.rootKeysUrl),
      now: () => clock.now(),
    }),
  );

  const mailer = config.mail.smtpUrl
    ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : createFileOutboxMailer({ dir: config.mail.outboxDir, from: config.mail.from, now: () => clock.now() });
  if (!config.mail.smtpUrl)
    logger.warn(
      `No SMTP_URL: emails are written as .eml files to ${config.mail.outboxDir} (open them with any mail program).`,
    );
  container.bind(MailerToken).toConstantValue(mailer);
  const customerDeps = {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  };
  bindUseCase(container, customers.IssueValidationCode, customers.issueValidationCode, customerDeps);
  bindUseCase(container, customers.ValidateCode, customers.validateCode, {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    limiter: auth.RateLimiterToken,
    clock: ClockToken,
  });
  bindUseCase(container, customers.RegenerateCode, customers.regenerateCode, customerDeps);
  bindUseCase(container, customers.PassRequirementsToken, customers.passRequirements, customerDeps);
  bindUseCase(container, customers.DataRequirementsToken, customers.dataRequirements, customerDeps);
  bindUseCase(container, customers.SubmitData, customers.submitData, customerDeps);
  bindUseCase(container, customers.PublicCardToken, customers.publicCard, customerDeps);
  container.bind(customers.CardPoster).toConstantValue(
    customers.cardPoster({
      cards: container.get(cards.CardRepositoryToken),
      renderer: createPosterRenderer(readUpload),
      publicUrl: config.publicUrl,
    }),
  );
  bindUseCase(container, customers.SendInvitation, customers.sendInvitation, {
    ...customerDeps,
    jobs: JobQueueToken,
  });
  container
    .bind(customers.InvitationStatusToken)
    .toConstantValue(customers.invitationStatus({ holders, lookup: createInvitationStatusLookup(db) }));
  // Device keys are checked on every scan: kept 5 s (a revocation on this instance applies at
  // once; one made on another instance within 5 s).
  container
    .bind(scanner.ScannerDeviceRepositoryToken)
    .toConstantValue(cacheDeviceKeys(createScannerDeviceRepository(db), 5_000));
  container.bind(scanner.KeyDigestToken).toConstantValue(sha256KeyDigest);
  const deviceDeps = {
    devices: scanner.ScannerDeviceRepositoryToken,
    ids: IdGeneratorToken,
    digest: scanner.KeyDigestToken,
    clock: ClockToken,
  };
  bindUseCase(container, scanner.CreateDeviceKey, scanner.createDeviceKey, deviceDeps);
  bindUseCase(container, scanner.ListDeviceKeys, scanner.listDeviceKeys, deviceDeps);
  bindUseCase(container, scanner.RevokeDeviceKey, scanner.revokeDeviceKey, deviceDeps);
  bindUseCase(container, scanner.AuthenticateDevice, scanner.authenticateDevice, deviceDeps);
  container.bind(loyalty.AccrualConfigRepositoryToken).toConstantValue(createAccrualConfigRepository(db));
  const accrualDeps = {
    accruals: loyalty.AccrualConfigRepositoryToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  };
  bindUseCase(container, loyalty.ListAccrualConfigs, loyalty.listAccrualConfigs, accrualDeps);
  bindUseCase(container, loyalty.CreateAccrualConfig, loyalty.createAccrualConfig, accrualDeps);
  bindUseCase(container, loyalty.UpdateAccrualConfig, loyalty.updateAccrualConfig, accrualDeps);
  container.bind(scanner.ScanLedgerToken).toConstantValue(createScanLedger(db));
  // Scans read the card and its points rule through a 2-second cache (on the embedded database
  // every read takes the one connection's turn): an edit of the card reaches the counter within 2 s.
  const scanLookups = (get: <T>(token: Token<T>) => T) => ({
    ledger: get(scanner.ScanLedgerToken),
    cards: cacheFinds(get(cards.CardRepositoryToken), 2_000),
    accruals: cacheFinds(get(loyalty.AccrualConfigRepositoryToken), 2_000),
  });
  container
    .bind(scanner.ScanPass)
    .toDynamicValue((context) => scanner.scanPass(scanLookups((token) => context.get(token))))
    .inSingletonScope();
  for (const [token, useCase] of [
    [scanner.PerformScanAction, scanner.performScanAction],
    [scanner.UndoScanAction, scanner.undoScanAction],
  ] as const)
    container
      .bind<ReturnType<typeof useCase>>(token)
      .toDynamicValue((context) =>
        useCase({
          ...scanLookups((t) => context.get(t)),
          tokens: context.get(wallet.PushTokenLookupToken),
          jobs: context.get(JobQueueToken),
          clock: context.get(ClockToken),
        }),
      )
      .inSingletonScope();
  bindUseCase(container, support.SendContactForm, support.sendContactForm, {
    jobs: JobQueueToken,
    limiter: auth.RateLimiterToken,
    clock: ClockToken,
  });
  bindUseCase(container, support.SendRating, support.sendRating, { jobs: JobQueueToken });
  const cardMessages = createCardMessageRepository(db);
  container.bind(messaging.CardMessageRepositoryToken).toConstantValue(cardMessages);
  bindUseCase(container, messaging.SendCardMessage, messaging.sendCardMessage, {
    cards: cards.CardRepositoryToken,
    holders: wallet.PassHolderRepositoryToken,
    messages: messaging.CardMessageRepositoryToken,
    jobs: JobQueueToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  });
  const directory = createCustomerDirectory(db);
  container.bind(customers.CustomerDirectoryToken).toConstantValue(directory);
  container.bind(segments.SegmentCounterToken).toConstantValue(directory);
  container.bind(dashboard.ActivityReaderToken).toConstantValue(createActivityReader(db));
  const directoryDeps = {
    directory: customers.CustomerDirectoryToken,
    cards: cards.CardRepositoryToken,
    clock: ClockToken,
  };
  bindUseCase(container, customers.ListCustomers, customers.listCustomers, directoryDeps);
  bindUseCase(container, customers.ExportCustomers, customers.exportCustomers, directoryDeps);
  bindUseCase(container, customers.CustomerDetailsToken, customers.customerDetails, {
    directory: customers.CustomerDirectoryToken,
    cards: cards.CardRepositoryToken,
  });
  bindUseCase(container, customers.DeleteCustomer, customers.deleteCustomer, {
    directory: customers.CustomerDirectoryToken,
  });
  bindUseCase(container, segments.ListSegments, segments.listSegments, {
    cards: cards.CardRepositoryToken,
    counter: segments.SegmentCounterToken,
    clock: ClockToken,
  });
  bindUseCase(container, dashboard.DashboardStatsToken, dashboard.dashboardStats, {
    activity: dashboard.ActivityReaderToken,
    cards: cards.CardRepositoryToken,
    clock: ClockToken,
  });
  container.bind(testingWizard.TestRunReaderToken).toConstantValue(createTestRunReader(db));
  bindUseCase(container, testingWizard.CardTestStatus, testingWizard.cardTestStatus, {
    cards: cards.CardRepositoryToken,
    runs: testingWizard.TestRunReaderToken,
    wallet: wallet.WalletStatusToken,
  });
  bindUseCase(container, messaging.CardStatisticsToken, messaging.cardStatistics, {
    cards: cards.CardRepositoryToken,
    messages: messaging.CardMessageRepositoryToken,
    clock: ClockToken,
  });
  Object.assign(
    handlers,
    customers.customerMailJobs({
      holders,
      cards: container.get(cards.CardRepositoryToken),
      mailer,
      composer: createEmailComposer(),
      publicUrl: config.publicUrl,
    }),
    support.feedbackJobs({ mailer, supportEmail: config.mail.supportEmail }),
    messaging.messageJobs({ messages: cardMessages, jobs: container.get(JobQueueToken), clock }),
  );
  return container;
};

const pemOrFile = (value: string) =>
  value.trimStart().startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8');
