/** A stored device key: its digest, never the key itself. */
export interface StoredScannerDevice {
  readonly id: string;
  readonly businessId: string;
  readonly deviceName: string;
  readonly keyDigest: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Scanner device keys of businesses. */
export interface ScannerDeviceRepository {
  insert(device: StoredScannerDevice): Promise<void>;
  list(businessId: string): Promise<StoredScannerDevice[]>;
  findByDigest(keyDigest: string): Promise<StoredScannerDevice | null>;
  /** Revokes an active key of the business; false when there is none. */
  revoke(businessId: string, deviceId: string, at: Date): Promise<boolean>;
  touch(deviceId: string, at: Date): Promise<void>;
}

/** A one-way digest of a device key (the keys are long random secrets, so a fast hash is enough). */
export interface KeyDigest {
  digest(key: string): string;
}
