import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/** A Google root signing key, as https://pay.google.com/gp/m/issuer/keys lists it. */
export interface GoogleRootKey {
  readonly keyValue: string;
  readonly protocolVersion: string;
  readonly keyExpiration?: string | undefined;
}

const SENDER = 'GooglePayPasses';
const PROTOCOL = 'ECv2SigningOnly';

const CallbackSchema = z.object({
  protocolVersion: z.literal(PROTOCOL),
  signature: z.string().min(1),
  intermediateSigningKey: z.object({ signedKey: z.string().min(1), signatures: z.array(z.string()).min(1) }),
  signedMessage: z.string().min(1),
});
const SignedKeySchema = z.object({ keyValue: z.string().min(1), keyExpiration: z.string().regex(/^\d+$/) });
const MessageSchema = z.object({
  classId: z.string(),
  objectId: z.string().min(1),
  expTimeMillis: z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number),
  eventType: z.enum(['save', 'del']),
  nonce: z.string().min(1),
});
/** A save or delete event Google signed for our issuer. */
export type GoogleCallbackEvent = z.infer<typeof MessageSchema>;

/**
 * Length-value: a 4-byte little-endian length, then the UTF-8 bytes (Google's signed-string
 * format, wallet §3.4; to be confirmed against one real callback before go-live).
 */
export const lengthValue = (...parts: string[]) =>
  Buffer.concat(
    parts.flatMap((part) => {
      const bytes = Buffer.from(part, 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return [length, bytes];
    }),
  );

const publicKey = (base64Spki: string): KeyObject =>
  createPublicKey({ key: Buffer.from(base64Spki, 'base64'), format: 'der', type: 'spki' });

const verifies = (key: KeyObject, data: Buffer, base64Signature: string) => {
  try {
    return verify('sha256', data, { key, dsaEncoding: 'der' }, Buffer.from(base64Signature, 'base64'));
  } catch {
    return false;
  }
};

/**
 * Verifies a Google Wallet save/delete callback (wallet §3.4): an intermediate key signed by
 * one of Google's current root keys, then the message signed by that intermediate key for our
 * issuer id; both unexpired. About 30 lines on node:crypto, as Tink (the reference
 * implementation) has no Node port. The root keys come from an injected fetcher (cached by
 * the caller) so tests use locally generated "Google" keys.
 */
export const createGoogleCallbackVerifier = (options: {
  issuerId: string;
  rootKeys: () => Promise<readonly GoogleRootKey[]>;
  now?: () => Date;
}) => {
  const now = options.now ?? (() => new Date());
  return async (body: unknown): Promise<GoogleCallbackEvent | null | 'unavailable'> => {
    const parsed = CallbackSchema.safeParse(body);
    if (!parsed.success) return null;
    const { intermediateSigningKey, signature, signedMessage } = parsed.data;
    const at = now().getTime();
    let published: readonly GoogleRootKey[];
    try {
      published = await options.rootKeys();
    } catch {
      // Without Google's keys nothing can be verified: Google retries a callback that fails, so
      // the caller answers "try again" rather than refusing a message that may well be genuine.
      return 'unavailable';
    }
    const roots = published.filter(
      (k) => k.protocolVersion === PROTOCOL && (!k.keyExpiration || Number(k.keyExpiration) > at),
    );
    const keyData = lengthValue(SENDER, PROTOCOL, intermediateSigningKey.signedKey);
    const trusted = roots.some((root) =>
      intermediateSigningKey.signatures.some((sig) => verifies(publicKey(root.keyValue), keyData, sig)),
    );
    if (!trusted) return null;
    const signedKey = SignedKeySchema.safeParse(safeJson(intermediateSigningKey.signedKey));
    if (!signedKey.success || Number(signedKey.data.keyExpiration) <= at) return null;
    const messageData = lengthValue(SENDER, options.issuerId, PROTOCOL, signedMessage);
    if (!verifies(publicKey(signedKey.data.keyValue), messageData, signature)) return null;
    const message = MessageSchema.safeParse(safeJson(signedMessage));
    if (!message.success || message.data.expTimeMillis <= at) return null;
    return message.data;
  };
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Google's published root keys, fetched at most once an hour (a fetch gives up after `timeoutMs`). */
export const createGoogleRootKeyFetcher = (
  url: string,
  now: () => Date = () => new Date(),
  timeoutMs = 5_000,
) => {
  let cached: { keys: readonly GoogleRootKey[]; at: number } | null = null;
  return async (): Promise<readonly GoogleRootKey[]> => {
    if (cached && now().getTime() - cached.at < 3_600_000) return cached.keys;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Google root keys: ${response.status}`);
    const body = (await response.json()) as { keys?: GoogleRootKey[] };
    cached = { keys: body.keys ?? [], at: now().getTime() };
    return cached.keys;
  };
};
