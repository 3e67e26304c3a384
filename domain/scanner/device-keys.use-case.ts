import type { Clock } from '../shared/clock.port.ts';
import type { ClockAndIds } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { validateDeviceName, type CreatedDeviceKey, type ScannerDevice } from './device-key.ts';
import type {
  KeyDigest,
  ScannerDeviceRepository,
  StoredScannerDevice,
} from './scanner-device.repository.port.ts';

/** Message codes of device keys (texts in locales/<lang>/errors.json). */
export const SCANNER_ERRORS = Object.freeze({
  deviceNotFound: 'scanner.device_not_found',
  deviceKeyInvalid: 'scanner.device_key_invalid',
});

/** Device keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const DEVICE_KEY_PREFIX = 'pdk_';

/**
 * Wrong device keys one client may send before it is refused for a while (issue 22). A key has
 * 256 bits, so refusing wrong ones is enough to stop guessing; right ones are never counted.
 */
export const DEVICE_KEY_GUESSES = Object.freeze({ limit: 30, windowMs: 10 * 60 * 1000 });

/** How often a device's last use is written (every request would be a write per scan). */
const TOUCH_EVERY_MS = 60_000;

const listed = (device: StoredScannerDevice): ScannerDevice => ({
  deviceId: device.id,
  deviceName: device.deviceName,
  createdAt: device.createdAt.toISOString(),
  lastUsedAt: device.lastUsedAt?.toISOString() ?? null,
  isActive: device.revokedAt === null,
});

interface DeviceKeyDeps extends ClockAndIds {
  readonly devices: ScannerDeviceRepository;
  readonly digest: KeyDigest;
}

/**
 * A new scanner device key (requirements §7): the key is returned once and only its digest is kept,
 * so it cannot be shown again.
 */
export const createDeviceKey =
  ({ devices, ids, digest, clock }: DeviceKeyDeps) =>
  async (businessId: string, deviceName: unknown): Promise<Result<CreatedDeviceKey>> => {
    const name = validateDeviceName(typeof deviceName === 'string' ? deviceName : null);
    if (!name.ok)
      return err(
        domainError(
          name.reason === 'empty' ? 'validation.required' : 'validation.too_long',
          undefined,
          'deviceName',
        ),
      );
    const key = `${DEVICE_KEY_PREFIX}${ids.secret()}`;
    const deviceId = ids.id();
    await devices.insert({
      id: deviceId,
      businessId,
      deviceName: name.value,
      keyDigest: digest.digest(key),
      createdAt: clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    });
    return ok({ key, deviceName: name.value, deviceId });
  };

/** The business's device keys, newest first (requirements §3 fields). */
export const listDeviceKeys =
  ({ devices }: { devices: ScannerDeviceRepository }) =>
  async (businessId: string): Promise<ScannerDevice[]> =>
    (await devices.list(businessId)).map(listed);

/** Revokes a key: the device is signed out on its next request. */
export const revokeDeviceKey =
  ({ devices, clock }: { devices: ScannerDeviceRepository; clock: Clock }) =>
  async (businessId: string, deviceId: string): Promise<Result<true>> =>
    (await devices.revoke(businessId, deviceId, clock.now()))
      ? ok(true)
      : err(domainError(SCANNER_ERRORS.deviceNotFound));

/** Who a device key speaks for; null for unknown or revoked keys. */
export interface DevicePrincipal {
  readonly deviceId: string;
  readonly businessId: string;
  readonly deviceName: string;
}

/** Checks the `X-Device-Key` of a scanner request and notes when the device was last used. */
export const authenticateDevice =
  ({ devices, digest, clock }: { devices: ScannerDeviceRepository; digest: KeyDigest; clock: Clock }) =>
  async (key: string | null | undefined): Promise<DevicePrincipal | null> => {
    if (!key?.startsWith(DEVICE_KEY_PREFIX) || key.length > 200) return null;
    const device = await devices.findByDigest(digest.digest(key));
    if (!device || device.revokedAt) return null;
    const now = clock.now();
    if (!device.lastUsedAt || now.getTime() - device.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
      await devices.touch(device.id, now);
    return { deviceId: device.id, businessId: device.businessId, deviceName: device.deviceName };
  };
