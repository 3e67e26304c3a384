import { generateKeyPairSync } from 'node:crypto';
import { generateDevelopmentChain } from '#adapters/wallet/apple/dev-certificates.ts';
import { startApnsPeer } from './apns-peer.ts';
import { createGoogleCallbackSigner, startGooglePeer } from './google-peer.ts';

/** The pass type and team of the development chain the wallet peers trust (the server's defaults). */
export const PEER_PASS_TYPE = 'pass.app.passdeck.dev';

/**
 * A local APNs (HTTP/2, mutual TLS) and Google token + walletobjects peer, with the server
 * environment that points a test app at them: a production-like Apple certificate chain and a
 * Google service account whose key the peer checks.
 */
export const startWalletPeers = async (issuerId: string) => {
  const chain = await generateDevelopmentChain(PEER_PASS_TYPE, 'PASSDECK01');
  const apns = await startApnsPeer([chain.rootPem, chain.wwdrPem]);
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const google = await startGooglePeer(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const callbacks = createGoogleCallbackSigner(issuerId);
  return {
    apns,
    google,
    /** Signs Google's save/delete callbacks; its root keys go to the app's `googleRootKeys`. */
    callbacks,
    env: {
      APPLE_CERT: chain.signerPem,
      APPLE_KEY: chain.signerKeyPem,
      APPLE_WWDR: chain.wwdrPem,
      APNS_URL: apns.url,
      APNS_CA: apns.ca,
      GOOGLE_ISSUER_ID: issuerId,
      GOOGLE_SERVICE_ACCOUNT: JSON.stringify({
        client_email: 'issuer@passdeck-test.iam.gserviceaccount.com',
        private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_API_URL: google.baseUrl,
    },
    close: async () => {
      await apns.close();
      await google.close();
    },
  };
};
