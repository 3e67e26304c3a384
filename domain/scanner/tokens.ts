import type { ScannerAppLinks } from './scanner-app-links.ts';
import { createToken } from '../shared/token.ts';
import type {
  authenticateDevice,
  createDeviceKey,
  listDeviceKeys,
  revokeDeviceKey,
} from './device-keys.use-case.ts';
import type { KeyDigest, ScannerDeviceRepository } from './scanner-device.repository.port.ts';
import type { ScannerKeysGateway } from './scanner-keys.port.ts';
import type { ScanLedger } from './scan-ledger.port.ts';
import type { ScannerGateway } from './scanner-app.port.ts';
import type {
  restoreScanner,
  runScanAction,
  scanHolderCode,
  signInScanner,
  signOutScanner,
  undoScanChange,
} from './scanner-app.use-case.ts';
import type { performScanAction, scanPass } from './scan.use-case.ts';
import type { undoScanAction } from './undo-scan.use-case.ts';
import type {
  generateScannerKey,
  loadScannerKeys,
  revokeScannerKey,
} from './scanner-keys-client.use-case.ts';

export const ScannerDeviceRepositoryToken = createToken<ScannerDeviceRepository>('scanner.DeviceRepository');
export const KeyDigestToken = createToken<KeyDigest>('scanner.KeyDigest');
export const CreateDeviceKey = createToken<ReturnType<typeof createDeviceKey>>('scanner.CreateDeviceKey');
export const ListDeviceKeys = createToken<ReturnType<typeof listDeviceKeys>>('scanner.ListDeviceKeys');
export const RevokeDeviceKey = createToken<ReturnType<typeof revokeDeviceKey>>('scanner.RevokeDeviceKey');
export const AuthenticateDevice = createToken<ReturnType<typeof authenticateDevice>>(
  'scanner.AuthenticateDevice',
);
export const ScannerKeysGatewayToken = createToken<ScannerKeysGateway>('scanner.KeysGateway');
export const LoadScannerKeys = createToken<ReturnType<typeof loadScannerKeys>>('scanner.LoadScannerKeys');
export const GenerateScannerKey = createToken<ReturnType<typeof generateScannerKey>>(
  'scanner.GenerateScannerKey',
);
export const RevokeScannerKey = createToken<ReturnType<typeof revokeScannerKey>>('scanner.RevokeScannerKey');
export const ScanLedgerToken = createToken<ScanLedger>('scanner.ScanLedger');
export const ScanPass = createToken<ReturnType<typeof scanPass>>('scanner.ScanPass');
export const PerformScanAction =
  createToken<ReturnType<typeof performScanAction>>('scanner.PerformScanAction');
export const UndoScanAction = createToken<ReturnType<typeof undoScanAction>>('scanner.UndoScanAction');
export const ScannerGatewayToken = createToken<ScannerGateway>('scanner.Gateway');
export const SignInScanner = createToken<ReturnType<typeof signInScanner>>('scanner.SignIn');
export const RestoreScanner = createToken<ReturnType<typeof restoreScanner>>('scanner.Restore');
export const SignOutScanner = createToken<ReturnType<typeof signOutScanner>>('scanner.SignOut');
export const ScanHolderCode = createToken<ReturnType<typeof scanHolderCode>>('scanner.ScanHolderCode');
export const RunScanAction = createToken<ReturnType<typeof runScanAction>>('scanner.RunScanAction');
export const UndoScanChange = createToken<ReturnType<typeof undoScanChange>>('scanner.UndoScanChange');
export const ScannerAppLinksToken = createToken<ScannerAppLinks>('scanner.AppLinks');
