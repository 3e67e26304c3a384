import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppleRegistrationRepository } from '#adapters/persistence/apple-registration.repository.ts';
import {
  createCallbackNonces,
  createNotifyBudget,
} from '#adapters/persistence/google-wallet-state.repository.ts';
import { createPassHolderRepository } from '#adapters/persistence/pass-holder.repository.ts';
import { createApnsPushSender } from '#adapters/push/apns/apns-push.adapter.ts';
import { createApplePassRenderer } from '#adapters/wallet/apple/apple-pass-renderer.adapter.ts';
import { loadAppleSigningIdentity } from '#adapters/wallet/apple/signing-identity.ts';
import {
  createGoogleCallbackVerifier,
  createGoogleRootKeyFetcher,
} from '#adapters/wallet/google/callback-verifier.adapter.ts';
import { createGoogleTokenSource } from '#adapters/wallet/google/google-token.adapter.ts';
import {
  createGoogleSaveLinks,
  createSaveLinkSigner,
  loadServiceAccount,
} from '#adapters/wallet/google/save-link.adapter.ts';
import { createWalletObjectsClient } from '#adapters/wallet/google/wallet-objects.adapter.ts';
import { renderPdfPass } from '#adapters/pdf/pdf-pass.adapter.ts';
import { createStampStripCache } from '#adapters/wallet/stamp-strip-renderer.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import * as cards from '#domain/cards/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { issueHolder, preparePass, recordPassDownload } from '#domain/wallet/index.ts';
import { GoogleCallbackVerifierToken, ReadUploadToken, StampStripRendererToken } from '../tokens.ts';
import { use } from '../http/api.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/**
 * Apple and Google Wallet: signing identities, the pass renderers, the Apple web service, Google
 * callbacks and the jobs that push changes to phones. Says at start what keeps passes from
 * installing or updating (development signing, a PUBLIC_URL phones cannot reach, no APNs).
 */
export const wireWallet = async ({
  container,
  config,
  database,
  db,
  logger,
  clock,
  options,
  jobHandlers,
}: WiringContext) => {
  const readUpload = use(container, ReadUploadToken);
  const apple = await loadAppleSigningIdentity(
    { ...config.apple, developmentDir: join(config.dataDir, 'apple-dev') },
    clock.now(),
  );
  if (apple.isDevelopment) {
    logger.warn(
      `Apple passes are signed with a development certificate kept in ${join(config.dataDir, 'apple-dev')}: they are valid but will not install on a real iPhone until APPLE_CERT, APPLE_KEY and APPLE_WWDR are set.`,
    );
  }
  const google = loadServiceAccount(config.google.serviceAccount, join(config.dataDir, 'google-dev'));
  if (google.isDevelopment)
    logger.warn(
      'Google Wallet save links are signed with a development key: set GOOGLE_SERVICE_ACCOUNT and GOOGLE_ISSUER_ID for links Google accepts.',
    );
  const googleApi = google.isDevelopment
    ? null
    : createWalletObjectsClient({
        baseUrl: config.google.apiUrl,
        timeoutMs: options.peerTimeoutMs,
        token: (
          (source) => () =>
            source.token()
        )(
          createGoogleTokenSource({
            account: google.account,
            tokenUrl: config.google.tokenUrl,
            now: () => clock.now(),
            timeoutMs: options.peerTimeoutMs,
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
    issuerName: wallet.DEFAULT_ISSUER_NAME,
    publicUrl: config.publicUrl,
  };
  const updateProblem = wallet.updateAddressProblem(config.publicUrl);
  if (updateProblem)
    logger.warn(
      { publicUrl: config.publicUrl, problem: updateProblem },
      `Installed Apple passes will not update: PUBLIC_URL is ${config.publicUrl}, and iPhones fetch pass updates only over https from a public address. Passes are issued without an update service until PUBLIC_URL is a public https address (your domain, or a tunnel to this server). See README, "Going live".`,
    );
  const status: wallet.WalletStatus = {
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
  container.bind(wallet.WalletStatusToken).toConstantValue(status);
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
  const ids = use(container, shared.IdGeneratorToken);
  const holders = createPassHolderRepository(db, () => ids.code());
  container.bind(wallet.PassHolderRepositoryToken).toConstantValue(holders);
  const registrations = createAppleRegistrationRepository(db, {
    writesInterleave: database.driver === 'postgres',
  });
  container.bind(wallet.PushTokenLookupToken).toConstantValue(registrations);
  const cardRepository = use(container, cards.CardRepositoryToken);
  container.bind(wallet.WalletUseCases.appleWebService).toConstantValue(
    wallet.appleWebService({
      registrations,
      holders,
      cards: cardRepository,
      clock,
      passTypeIdentifier: config.apple.passTypeId,
    }),
  );
  const bindWallet = shared.sliceBinder(container, wallet.WalletUseCases);
  bindWallet(
    { preparePass },
    {
      cards: cards.CardRepositoryToken,
      holders: wallet.PassHolderRepositoryToken,
    },
  );
  bindWallet({ recordPassDownload }, { holders: wallet.PassHolderRepositoryToken, clock: shared.ClockToken });
  bindWallet(
    { issueHolder },
    {
      cards: cards.CardRepositoryToken,
      holders: wallet.PassHolderRepositoryToken,
      ...idsAndClock,
      limiter: auth.RateLimiterToken,
    },
  );

  if (!config.apns.enabled)
    logger.warn('APNs is off (no APPLE_CERT): Apple passes update when their holders next open them.');
  const apns = config.apns.enabled
    ? createApnsPushSender({
        baseUrl: config.apns.url,
        ...apple.tls,
        ca: config.apns.ca ? pemOrFile(config.apns.ca) : undefined,
        topic: config.apple.passTypeId,
        timeoutMs: options.peerTimeoutMs,
      })
    : null;
  jobHandlers.add(
    wallet.passUpdateJobs({
      holders,
      cards: cardRepository,
      tokens: registrations,
      registrations,
      jobs: use(container, shared.JobQueueToken),
      clock,
      apns,
      google: googleApi,
      budget: createNotifyBudget(db),
      googleIssuer,
    }),
  );
  container.bind(wallet.WalletUseCases.recordGoogleEvent).toConstantValue(
    wallet.recordGoogleEvent({
      holders,
      nonces: createCallbackNonces(db),
      clock,
      issuerId: config.google.issuerId,
    }),
  );
  container
    .bind(wallet.WalletUseCases.googleLinkIssued)
    .toConstantValue(wallet.googleLinkIssued({ holders }));
  container.bind(GoogleCallbackVerifierToken).toConstantValue(
    createGoogleCallbackVerifier({
      issuerId: config.google.issuerId,
      rootKeys: options.googleRootKeys ?? createGoogleRootKeyFetcher(config.google.rootKeysUrl),
      now: () => clock.now(),
    }),
  );
};

const pemOrFile = (value: string) =>
  value.trimStart().startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8');
