import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import { TRANSPORT_ERRORS } from '../shared/transport-errors.ts';
import { DEVICE_KEY_PREFIX, SCANNER_ERRORS } from './device-keys.use-case.ts';
import type { ScanActionBody, ScannerGateway } from './scanner-app.port.ts';
import type { HolderView, ScannerDeviceSession } from './holder-view.ts';
import { SCAN_ERRORS } from './scan-rules.ts';

/** Where the web scanner keeps its device key, so the phone stays signed in. */
export const SCANNER_KEY_STORAGE = 'passdeck_scanner_key';

/** Failures only the web scanner has (texts in locales/<lang>/errors.json). */
export const SCANNER_APP_ERRORS = Object.freeze({
  keyRequired: 'scanner.key_required',
  codeRequired: 'scanner.code_required',
  offline: 'scanner.offline',
  invalidData: 'scanner.invalid_data',
});

/** Server codes pass through (translated by the page); transport failures get the scanner's own. */
const failure = (error: DomainError) =>
  err(
    error.code === TRANSPORT_ERRORS.network
      ? domainError(SCANNER_APP_ERRORS.offline)
      : error.code === TRANSPORT_ERRORS.unauthorized
        ? domainError(SCANNER_ERRORS.deviceKeyInvalid, error.message)
        : error.code === TRANSPORT_ERRORS.malformedReply
          ? domainError(SCANNER_APP_ERRORS.invalidData)
          : error,
  );

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
    storage.set(SCANNER_KEY_STORAGE, key);
    return answer;
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
    if (answer.ok) return answer;
    if (answer.error.code === TRANSPORT_ERRORS.unauthorized) {
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
  call: (key: string) => Promise<Result<T>>,
): Promise<Result<T>> => {
  const key = storage.get(SCANNER_KEY_STORAGE);
  if (!key) return err(domainError(SCANNER_ERRORS.deviceKeyInvalid));
  const answer = await call(key);
  if (answer.ok) return answer;
  if (answer.error.code === TRANSPORT_ERRORS.unauthorized) storage.remove(SCANNER_KEY_STORAGE);
  return failure(answer.error);
};

/** Looks up a scanned or typed pass code. */
export const scanHolderCode =
  ({ gateway, storage }: Deps) =>
  async (code: string): Promise<Result<HolderView>> => {
    const barcode = code.trim();
    if (!barcode) return err(domainError(SCANNER_APP_ERRORS.codeRequired));
    return withKey(storage, (key) => gateway.scan(key, barcode));
  };

/** An action as staff choose it on the phone (the key is added when it is sent). */
export type ScannerActionRequest = Omit<ScanActionBody, 'idempotencyKey'>;

/** A failed action, with the idempotency key to send again when staff retry the same tap. */
export type ScanActionFailure = DomainError & { readonly idempotencyKey: string };

/** The last tap that failed, with the key it was sent under. */
export interface FailedScanTap {
  readonly request: ScannerActionRequest;
  readonly idempotencyKey: string;
  /** Why it failed (a message code), when the server answered. */
  readonly code?: string;
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
 * (a timeout then a retry counts once), none (a fresh key) for anything else, and none after the
 * server refused the key itself as used for another change.
 */
export const retryKeyFor = (
  failed: FailedScanTap | null,
  request: ScannerActionRequest,
): string | undefined =>
  failed && failed.code !== SCAN_ERRORS.keyReused && sameTap(failed.request, request)
    ? failed.idempotencyKey
    : undefined;

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
    const result = await withKey(storage, (key) => gateway.act(key, body));
    return result.ok ? ok({ view: result.value, idempotencyKey }) : err({ ...result.error, idempotencyKey });
  };

/** Takes back the change an action answered with (its `undo.entryId`), within its 10 seconds. */
export const undoScanChange =
  ({ gateway, storage }: Deps) =>
  async (entryId: string): Promise<Result<HolderView>> =>
    withKey(storage, (key) => gateway.undo(key, entryId));

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
