import { z } from 'zod';
import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import { DEVICE_KEY_PREFIX, SCANNER_ERRORS } from './device-keys.use-case.ts';
import type { ScanActionBody, ScannerGateway } from './scanner-app.port.ts';
import { SCAN_ACTIONS, SCAN_ERRORS } from './scan-rules.ts';
import type { HolderView } from './scan.use-case.ts';

/** Where the web scanner keeps its device key, so the phone stays signed in. */
export const SCANNER_KEY_STORAGE = 'passdeck_scanner_key';

/** Failures only the web scanner has (texts in locales/<lang>/errors.json). */
export const SCANNER_APP_ERRORS = Object.freeze({
  keyRequired: 'scanner.key_required',
  codeRequired: 'scanner.code_required',
  offline: 'scanner.offline',
  invalidData: 'scanner.invalid_data',
});

/** The signed-in scanner device. */
export interface ScannerDeviceSession {
  readonly deviceId: string;
  readonly deviceName: string;
}

const SessionSchema = z.object({ deviceId: z.string(), deviceName: z.string() });
const ViewSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardName: z.string(),
  passType: z.string(),
  name: z.string(),
  stamps: z.number(),
  maxStamps: z.number(),
  points: z.number(),
  level: z.string().nullable(),
  nextLevel: z.string().nullable(),
  couponRedeemedAt: z.string().nullable(),
  // Fields a server before issue 19 did not send read as absent, so an old server still scans.
  couponRedeemedBy: z.string().nullable().catch(null),
  rewardsAvailable: z.number(),
  offer: z.string().nullable().catch(null),
  actions: z.array(z.enum(SCAN_ACTIONS)),
  purchase: z
    .object({ currency: z.string().nullable(), items: z.array(z.string()), notesEnabled: z.boolean() })
    .nullable()
    .catch(null),
  stampLimits: z.object({ max: z.number(), confirmAbove: z.number() }).nullable().catch(null),
  undo: z.object({ entryId: z.string(), until: z.string() }).nullable().catch(null),
});

/** Server codes pass through (translated by the page); transport failures get the scanner's own. */
const failure = (error: { code: string; message?: string }) =>
  err(
    error.code === 'http.network'
      ? domainError(SCANNER_APP_ERRORS.offline)
      : error.code === 'http.401'
        ? domainError(SCANNER_ERRORS.deviceKeyInvalid, error.message)
        : error,
  );

const parsed = <T>(schema: z.ZodType<T>, value: unknown): Result<T> => {
  const result = schema.safeParse(value);
  return result.success ? ok(result.data) : err(domainError(SCANNER_APP_ERRORS.invalidData));
};

interface Deps {
  readonly gateway: ScannerGateway;
  readonly storage: KeyValueStorage;
}

/** Signs the phone in with a device key from /scanner-app; the key is kept only once the server accepts it. */
export const signInScanner =
  ({ gateway, storage }: Deps) =>
  async (rawKey: string): Promise<Result<ScannerDeviceSession>> => {
    const key = rawKey.trim();
    if (!key) return err(domainError(SCANNER_APP_ERRORS.keyRequired));
    if (!key.startsWith(DEVICE_KEY_PREFIX)) return err(domainError(SCANNER_ERRORS.deviceKeyInvalid));
    const answer = await gateway.session(key);
    if (!answer.ok) return failure(answer.error);
    const session = parsed(SessionSchema, answer.value);
    if (session.ok) storage.set(SCANNER_KEY_STORAGE, key);
    return session;
  };

/**
 * The device signed in earlier, if its key still works. A revoked key is forgotten; without a
 * network the key is kept and the scanner says it is offline.
 */
export const restoreScanner =
  ({ gateway, storage }: Deps) =>
  async (): Promise<Result<ScannerDeviceSession | null>> => {
    const key = storage.get(SCANNER_KEY_STORAGE);
    if (!key) return ok(null);
    const answer = await gateway.session(key);
    if (answer.ok) return parsed(SessionSchema, answer.value);
    if (answer.error.code === 'http.401') {
      storage.remove(SCANNER_KEY_STORAGE);
      return ok(null);
    }
    return failure(answer.error);
  };

/** Forgets the device key on this phone (the key itself stays valid until revoked). */
export const signOutScanner =
  ({ storage }: Pick<Deps, 'storage'>) =>
  (): void =>
    storage.remove(SCANNER_KEY_STORAGE);

const withKey = async <T>(
  storage: KeyValueStorage,
  call: (key: string) => Promise<Result<unknown>>,
  schema: z.ZodType<T>,
): Promise<Result<T>> => {
  const key = storage.get(SCANNER_KEY_STORAGE);
  if (!key) return err(domainError(SCANNER_ERRORS.deviceKeyInvalid));
  const answer = await call(key);
  if (!answer.ok) {
    if (answer.error.code === 'http.401') storage.remove(SCANNER_KEY_STORAGE);
    return failure(answer.error);
  }
  return parsed(schema, answer.value);
};

/** Looks up a scanned or typed pass code. */
export const scanHolderCode =
  ({ gateway, storage }: Deps) =>
  async (code: string): Promise<Result<HolderView>> => {
    const barcode = code.trim();
    if (!barcode) return err(domainError(SCANNER_APP_ERRORS.codeRequired));
    return withKey(storage, (key) => gateway.scan(key, barcode), ViewSchema);
  };

/** An action as staff choose it on the phone (the key is added when it is sent). */
export type ScannerActionRequest = Omit<ScanActionBody, 'idempotencyKey'>;

/** A failed action, with the idempotency key to send again when staff retry the same tap. */
export type ScanActionFailure = DomainError & { readonly idempotencyKey: string };

/** The last tap that failed, with the key it was sent under. */
export interface FailedScanTap {
  readonly request: ScannerActionRequest;
  readonly idempotencyKey: string;
}

const sameTap = (a: ScannerActionRequest, b: ScannerActionRequest): boolean =>
  a.barcode === b.barcode &&
  a.actionId === b.actionId &&
  a.value === b.value &&
  (a.amount ?? '') === (b.amount ?? '') &&
  (a.notes ?? '') === (b.notes ?? '') &&
  (a.confirmed ?? false) === (b.confirmed ?? false) &&
  JSON.stringify(a.items ?? []) === JSON.stringify(b.items ?? []);

/**
 * The key to send a tap under: the failed tap's own key when staff send exactly that tap again
 * (a timeout then a retry counts once), none (a fresh key) for anything else.
 */
export const retryKeyFor = (
  failed: FailedScanTap | null,
  request: ScannerActionRequest,
): string | undefined => (failed && sameTap(failed.request, request) ? failed.idempotencyKey : undefined);

/**
 * Sends an action with a fresh idempotency key; a retry of the same tap (`retryKey`) reuses
 * its key, so a timeout followed by a retry never stamps twice.
 */
export const runScanAction =
  ({ gateway, storage, newKey }: Deps & { newKey: () => string }) =>
  async (
    request: ScannerActionRequest,
    retryKey?: string,
  ): Promise<Result<{ view: HolderView; idempotencyKey: string }, ScanActionFailure>> => {
    const idempotencyKey = retryKey ?? newKey();
    const body: ScanActionBody = {
      ...request,
      notes: request.notes?.trim() || undefined,
      items: request.items?.filter((line) => line.quantity > 0),
      idempotencyKey,
    };
    if (request.actionId === 'purchase' && !request.amount?.trim() && !body.items?.length)
      return err({ ...domainError(SCAN_ERRORS.amountInvalid, undefined, 'amount'), idempotencyKey });
    const result = await withKey(storage, (key) => gateway.act(key, body), ViewSchema);
    return result.ok ? ok({ view: result.value, idempotencyKey }) : err({ ...result.error, idempotencyKey });
  };

/** Takes back the change an action answered with (its `undo.entryId`), within its 10 seconds. */
export const undoScanChange =
  ({ gateway, storage }: Deps) =>
  async (entryId: string): Promise<Result<HolderView>> =>
    withKey(storage, (key) => gateway.undo(key, entryId), ViewSchema);

/**
 * Whether a stamp count must be confirmed before it is sent, or cannot be sent at all (the
 * card's cap); null when it can go as it is.
 */
export const stampCountCheck = (
  view: Pick<HolderView, 'stampLimits'>,
  count: number,
): 'confirm' | 'overLimit' | null => {
  if (!view.stampLimits) return null;
  if (count > view.stampLimits.max) return 'overLimit';
  return count > view.stampLimits.confirmAbove ? 'confirm' : null;
};
