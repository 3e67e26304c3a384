import { planRefusalOf } from '../shared/plan-refusal.ts';
import { domainError, err, failedAs, ok, type Result } from '../shared/result.ts';
import { TRANSPORT_ERRORS } from '../shared/transport-errors.ts';
import {
  normalizeScannerDevice,
  validateDeviceName,
  type CreatedDeviceKey,
  type ScannerDevice,
} from './device-key.ts';
import type { ScannerKeysGateway } from './scanner-keys.port.ts';

/** requirements §8 scanner-key failures (texts in locales/<lang>/errors.json). */
export const SCANNER_CLIENT_ERRORS = Object.freeze({
  loadFailed: 'scanner.load_failed',
  invalidData: 'scanner.invalid_data',
  generateFailed: 'scanner.generate_failed',
  revokeFailed: 'scanner.revoke_failed',
  nameRequired: 'scanner.name_required',
});

/**
 * Loads the device keys (requirements §4: loading, then empty or a list). An answer that does not
 * match the contract is "invalid data"; each entry gets the requirements §3 defaults.
 */
export const loadScannerKeys =
  ({ gateway, now, newId }: { gateway: ScannerKeysGateway; now: () => string; newId: () => string }) =>
  async (): Promise<Result<ScannerDevice[]>> => {
    const result = await gateway.list();
    if (!result.ok)
      return err(
        result.error.code === TRANSPORT_ERRORS.malformedReply
          ? domainError(SCANNER_CLIENT_ERRORS.invalidData)
          : failedAs(SCANNER_CLIENT_ERRORS.loadFailed, result.error),
      );
    return ok(result.value.map((raw) => normalizeScannerDevice(raw, { id: newId(), now: now() })));
  };

/** Generates a key for a named device (requirements §5: a blank name is a warning, the name is sent trimmed). */
export const generateScannerKey =
  ({ gateway }: { gateway: ScannerKeysGateway }) =>
  async (deviceName: string): Promise<Result<CreatedDeviceKey>> => {
    const name = validateDeviceName(deviceName);
    if (!name.ok)
      return err(
        domainError(name.reason === 'empty' ? SCANNER_CLIENT_ERRORS.nameRequired : 'validation.too_long'),
      );
    const created = await gateway.create(name.value);
    // A plan's refusal (the scanners limit, issue 24) keeps its code: the page offers the upgrade.
    return created.ok || planRefusalOf(created.error)
      ? created
      : err(failedAs(SCANNER_CLIENT_ERRORS.generateFailed, created.error));
  };

/** Revokes a key; the device is signed out on its next request. */
export const revokeScannerKey =
  ({ gateway }: { gateway: ScannerKeysGateway }) =>
  async (deviceId: string): Promise<Result<true>> => {
    const result = await gateway.revoke(deviceId);
    return result.ok ? result : err(failedAs(SCANNER_CLIENT_ERRORS.revokeFailed, result.error));
  };
