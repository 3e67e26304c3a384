import { describe, expect, it } from 'vitest';
import { domainError, err, ok } from '../shared/result.ts';
import { TRANSPORT_ERRORS } from '../shared/transport-errors.ts';
import { sampleHolderView } from '../../test/fakes/scanner-fakes.ts';
import type { ScanActionBody, ScannerGateway } from './scanner-app.port.ts';
import {
  SCANNER_KEY_STORAGE,
  restoreScanner,
  retryKeyFor,
  runScanAction,
  scanHolderCode,
  signInScanner,
  signOutScanner,
  stampCountCheck,
  undoScanChange,
} from './scanner-app.use-case.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';

const view = sampleHolderView;
const KEY = 'pdk_secret-key-123';

const gateway = (
  answers: Partial<{ [K in keyof ScannerGateway]: Awaited<ReturnType<ScannerGateway[K]>> }>,
  sent: ScanActionBody[] = [],
) =>
  ({
    session: async (key: string) =>
      answers.session ??
      (key === KEY ? ok({ deviceId: 'd1', deviceName: 'Till' }) : err(domainError('http.401'))),
    scan: async () => answers.scan ?? ok(view),
    act: async (_key: string, body: ScanActionBody) => (
      sent.push(body),
      answers.act ?? ok({ ...view, stamps: 2, undo: { entryId: '41', until: '2026-11-25T10:00:10.000Z' } })
    ),
    undo: async (_key: string, entryId: string) =>
      answers.undo ??
      (entryId === '41' ? ok({ ...view, stamps: 1 }) : err(domainError('scanner.undo_not_found'))),
  }) satisfies ScannerGateway;

describe('the web scanner session', () => {
  it('signs in with a key the server accepts and keeps it', async () => {
    const storage = memoryStorage();
    const signIn = signInScanner({ gateway: gateway({}), storage });
    expect(await signIn('  ')).toMatchObject({ error: { code: 'scanner.key_required' } });
    expect(await signIn('nope')).toMatchObject({ error: { code: 'scanner.device_key_invalid' } });
    expect(await signIn('pdk_wrong')).toMatchObject({ error: { code: 'scanner.device_key_invalid' } });
    expect(storage.map.size).toBe(0);
    expect(await signIn(` ${KEY} `)).toEqual({ ok: true, value: { deviceId: 'd1', deviceName: 'Till' } });
    expect(storage.get(SCANNER_KEY_STORAGE)).toBe(KEY);
    const offline = signInScanner({
      gateway: gateway({ session: err(domainError('http.network')) }),
      storage,
    });
    expect(await offline(KEY)).toMatchObject({ error: { code: 'scanner.offline' } });
    const odd = signInScanner({
      gateway: gateway({ session: err(domainError(TRANSPORT_ERRORS.malformedReply)) }),
      storage: memoryStorage(),
    });
    expect(await odd(KEY)).toMatchObject({ error: { code: 'scanner.invalid_data' } });
  });

  it('restores a kept key, forgets a revoked one, keeps it when offline', async () => {
    const storage = memoryStorage();
    expect(await restoreScanner({ gateway: gateway({}), storage })()).toEqual({ ok: true, value: null });
    storage.set(SCANNER_KEY_STORAGE, KEY);
    expect(await restoreScanner({ gateway: gateway({}), storage })()).toMatchObject({
      value: { deviceName: 'Till' },
    });
    const offline = gateway({ session: err(domainError('http.network')) });
    expect(await restoreScanner({ gateway: offline, storage })()).toMatchObject({
      error: { code: 'scanner.offline' },
    });
    expect(storage.get(SCANNER_KEY_STORAGE)).toBe(KEY);
    storage.set(SCANNER_KEY_STORAGE, 'pdk_revoked');
    expect(await restoreScanner({ gateway: gateway({}), storage })()).toEqual({ ok: true, value: null });
    expect(storage.map.size).toBe(0);
    storage.set(SCANNER_KEY_STORAGE, KEY);
    signOutScanner({ storage })();
    expect(storage.map.size).toBe(0);
  });
});

describe('scanning and actions', () => {
  const signedIn = () => {
    const storage = memoryStorage();
    storage.set(SCANNER_KEY_STORAGE, KEY);
    return storage;
  };

  it('looks up a code and passes server codes through', async () => {
    const storage = signedIn();
    expect(await scanHolderCode({ gateway: gateway({}), storage })(' ')).toMatchObject({
      error: { code: 'scanner.code_required' },
    });
    expect(await scanHolderCode({ gateway: gateway({}), storage })('QR')).toMatchObject({
      ok: true,
      value: view,
    });
    const missing = gateway({ scan: err(domainError('scanner.pass_not_found', 'This pass was not found.')) });
    expect(await scanHolderCode({ gateway: missing, storage })('QR')).toMatchObject({
      error: { code: 'scanner.pass_not_found' },
    });
    const revoked = gateway({ scan: err(domainError('http.401')) });
    expect(await scanHolderCode({ gateway: revoked, storage })('QR')).toMatchObject({
      error: { code: 'scanner.device_key_invalid' },
    });
    expect(storage.map.size).toBe(0);
    expect(await scanHolderCode({ gateway: gateway({}), storage })('QR')).toMatchObject({
      error: { code: 'scanner.device_key_invalid' },
    });
  });

  it('sends each action with a fresh key, and a retry with the same key', async () => {
    const storage = signedIn();
    const sent: ScanActionBody[] = [];
    let n = 0;
    const act = runScanAction({ gateway: gateway({}, sent), storage, newKey: () => `key-${++n}` });
    expect(await act({ barcode: 'QR', actionId: 'add_stamp', value: 1, notes: '  ' })).toMatchObject({
      ok: true,
      value: { view: { stamps: 2 }, idempotencyKey: 'key-1' },
    });
    expect(sent[0]).toMatchObject({ idempotencyKey: 'key-1', notes: undefined });
    await act({ barcode: 'QR', actionId: 'add_stamp' }, 'key-1');
    expect(sent[1]!.idempotencyKey).toBe('key-1');
    expect(await act({ barcode: 'QR', actionId: 'purchase', amount: ' ' })).toMatchObject({
      error: { code: 'scanner.amount_invalid', field: 'amount', idempotencyKey: 'key-2' },
    });
    await act({
      barcode: 'QR',
      actionId: 'purchase',
      items: [
        { key: 'latte', quantity: 2 },
        { key: 'tea', quantity: 0 },
      ],
    });
    expect(sent[2]!.items).toEqual([{ key: 'latte', quantity: 2 }]);
    const refused = runScanAction({
      gateway: gateway({ act: err(domainError('scanner.coupon_already_redeemed')) }),
      storage,
      newKey: () => 'key-x',
    });
    expect(await refused({ barcode: 'QR', actionId: 'redeem_coupon' })).toMatchObject({
      error: { code: 'scanner.coupon_already_redeemed', idempotencyKey: 'key-x' },
    });
  });
});

describe('retryKeyFor (the same tap sent again)', () => {
  const tap = {
    barcode: 'B1',
    actionId: 'purchase' as const,
    amount: '12.45',
    items: [{ key: 'latte', quantity: 2 }],
  };
  const failed = { request: tap, idempotencyKey: 'key-1' };

  it('reuses the failed tap’s key for exactly that tap', () => {
    expect(retryKeyFor(failed, { ...tap, items: [{ key: 'latte', quantity: 2 }] })).toBe('key-1');
    expect(retryKeyFor({ request: { ...tap, notes: '' }, idempotencyKey: 'k' }, tap)).toBe('k');
    // A key the server refused as used for another change is not sent again.
    expect(retryKeyFor({ ...failed, code: 'scanner.idempotency_key_reused' }, tap)).toBeUndefined();
  });

  it('gives any other tap a fresh key', () => {
    expect(retryKeyFor(null, tap)).toBeUndefined();
    expect(retryKeyFor(failed, { ...tap, amount: '12.46' })).toBeUndefined();
    expect(retryKeyFor(failed, { ...tap, barcode: 'B2' })).toBeUndefined();
    expect(retryKeyFor(failed, { ...tap, items: [{ key: 'latte', quantity: 3 }] })).toBeUndefined();
    expect(retryKeyFor(failed, { ...tap, actionId: 'add_points', value: 1 })).toBeUndefined();
  });
});

describe('counting stamps at the counter (issue 19)', () => {
  it('asks to confirm a count above the card’s threshold and refuses one above its cap', () => {
    expect(stampCountCheck(view, 1)).toBeNull();
    expect(stampCountCheck(view, 3)).toBeNull();
    expect(stampCountCheck(view, 4)).toBe('confirm');
    expect(stampCountCheck(view, 20)).toBe('confirm');
    expect(stampCountCheck(view, 21)).toBe('overLimit');
    expect(stampCountCheck({ stampLimits: null }, 500)).toBeNull();
  });

  it('sends the confirmation with the action, and undoes the change the answer named', async () => {
    const storage = memoryStorage();
    storage.set('passdeck_scanner_key', KEY);
    const sent: ScanActionBody[] = [];
    const act = runScanAction({ gateway: gateway({}, sent), storage, newKey: () => 'key-1' });
    const done = await act({ barcode: 'QR', actionId: 'add_stamp', value: 20, confirmed: true });
    expect(sent[0]).toMatchObject({ value: 20, confirmed: true });
    expect(done).toMatchObject({ ok: true, value: { view: { undo: { entryId: '41' } } } });
    const undo = undoScanChange({ gateway: gateway({}), storage });
    expect(await undo('41')).toMatchObject({ ok: true, value: { stamps: 1 } });
    expect(await undo('42')).toMatchObject({ error: { code: 'scanner.undo_not_found' } });
  });
});
