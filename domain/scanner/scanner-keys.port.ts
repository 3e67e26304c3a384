import type { Result } from '../shared/result.ts';
import type { CreatedDeviceKey, ScannerDevice } from './device-key.ts';

/** The dashboard's view of the device-key API (requirements §7 api-keys). */
export interface ScannerKeysGateway {
  list(): Promise<Result<ScannerDevice[]>>;
  create(deviceName: string): Promise<Result<CreatedDeviceKey>>;
  revoke(deviceId: string): Promise<Result<true>>;
}

export type { ScannerDevice };
