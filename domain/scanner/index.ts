export * from './device-key.ts';
export * from './device-keys.use-case.ts';
export type {
  KeyDigest,
  ScannerDeviceRepository,
  StoredScannerDevice,
} from './scanner-device.repository.port.ts';
export * from './tokens.ts';
export * from './scanner-keys-client.use-case.ts';
export type { ScannerKeysGateway } from './scanner-keys.port.ts';
export * from './scan-rules.ts';
export * from './holder-view.ts';
export * from './scan.use-case.ts';
export * from './undo-scan.use-case.ts';
export { LedgerPurchaseSchema } from './scan-ledger.port.ts';
export type {
  AppliedScan,
  HolderTarget,
  LedgerPurchase,
  ScanLedgerEntry,
  ScanActor,
  ScanLedger,
} from './scan-ledger.port.ts';
export type { ScanActionBody, ScannerGateway } from './scanner-app.port.ts';
export * from './scanner-app.use-case.ts';
export * from './scanner-app-links.ts';
