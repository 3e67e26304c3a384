import type { Result } from '../shared/result.ts';
import type { ScannerDevice } from './device-key.ts';

/** The dashboard's view of the device-key API (requirements §7 api-keys). */
export interface ScannerKeysGateway {
  list(): Promise<Result<unknown>>;
  create(deviceName: string): Promise<Result<{ key: string; deviceName: string; deviceId: string }>>;
  revoke(deviceId: string): Promise<Result<true>>;
}

export type { ScannerDevice };
