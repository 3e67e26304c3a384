import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importPKCS8, SignJWT } from 'jose';
import type { CardContent } from '#domain/cards/index.ts';
import {
  buildGooglePass,
  googleSavePayload,
  type GoogleIssuer,
  type GoogleWalletApi,
  type PassHolder,
} from '#domain/wallet/index.ts';

/** The parts of a Google service-account key file that signing needs. */
export interface ServiceAccount {
  readonly client_email: string;
  readonly private_key: string;
}

/**
 * The configured service account (a JSON key file's text or path), or a development one
 * generated once into DATA_DIR: its save links are well-formed, but Google only accepts links
 * signed by a key registered with the issuer.
 */
export const loadServiceAccount = (
  configured: string | undefined,
  developmentDir: string,
): { account: ServiceAccount; isDevelopment: boolean } => {
  if (configured) {
    const json = configured.trimStart().startsWith('{') ? configured : readFileSync(configured, 'utf8');
    const account = JSON.parse(json) as Partial<ServiceAccount>;
    if (!account.client_email || !account.private_key)
      throw new Error(
        'GOOGLE_SERVICE_ACCOUNT must be a service-account key with client_email and private_key.',
      );
    return {
      account: { client_email: account.client_email, private_key: account.private_key },
      isDevelopment: false,
    };
  }
  const file = join(developmentDir, 'service-account.json');
  if (!existsSync(file)) {
    mkdirSync(developmentDir, { recursive: true });
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const account = {
      type: 'service_account',
      client_email: 'passdeck-development@passdeck-dev.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      public_key: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
    writeFileSync(file, JSON.stringify(account, null, 2), { mode: 0o600 });
  }
  const account = JSON.parse(readFileSync(file, 'utf8')) as ServiceAccount;
  return { account, isDevelopment: true };
};

/** Signs "Save to Google Wallet" links (RS256 JWTs, wallet §3.2). */
export const createSaveLinkSigner = (options: {
  account: ServiceAccount;
  origins: readonly string[];
  saveUrlBase: string;
}) => {
  const key = importPKCS8(options.account.private_key, 'RS256');
  return async (payload: Record<string, unknown>): Promise<string> => {
    const jwt = await new SignJWT({ origins: [...options.origins], typ: 'savetowallet', payload })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.account.client_email)
      .setAudience('google')
      .setIssuedAt()
      .sign(await key);
    return `${options.saveUrlBase}${jwt}`;
  };
};

/** Google's safe length for a save link (wallet §3.2). */
export const MAX_SAVE_LINK_LENGTH = 1800;

/**
 * Save links for a holder's pass: the class and object inside the JWT while the link stays
 * under ~1,800 characters; beyond that (long texts, many modules) the object is written through
 * the REST API first and the link carries only its id and class id (a "skinny" JWT). Without
 * the REST API (no service account configured) the full link is the only option.
 */
export const createGoogleSaveLinks =
  (deps: {
    sign: (payload: Record<string, unknown>) => Promise<string>;
    api: GoogleWalletApi | null;
    issuer: GoogleIssuer;
    maxLength?: number;
  }) =>
  async (card: CardContent, cardId: string, holder: PassHolder): Promise<string> => {
    const pass = buildGooglePass(card, cardId, holder, deps.issuer);
    const full = await deps.sign(googleSavePayload(pass));
    if (full.length <= (deps.maxLength ?? MAX_SAVE_LINK_LENGTH) || !deps.api) return full;
    await deps.api.saveObject(pass.kind, pass.passClass, pass.passObject);
    return deps.sign({
      [`${pass.kind}Objects`]: [{ id: pass.passObject.id, classId: pass.passObject.classId }],
    });
  };
