import type { ScannerAppLinks } from './scanner-app-links.ts';
import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { KeyDigest, ScannerDeviceRepository } from './scanner-device.repository.port.ts';
import type { ScannerKeysGateway } from './scanner-keys.port.ts';
import type { ScanLedger } from './scan-ledger.port.ts';
import type { ScannerGateway } from './scanner-app.port.ts';

export const ScannerDeviceRepositoryToken = createToken<ScannerDeviceRepository>('scanner.DeviceRepository');
export const KeyDigestToken = createToken<KeyDigest>('scanner.KeyDigest');
export const ScannerKeysGatewayToken = createToken<ScannerKeysGateway>('scanner.KeysGateway');
export const ScanLedgerToken = createToken<ScanLedger>('scanner.ScanLedger');
export const ScannerGatewayToken = createToken<ScannerGateway>('scanner.Gateway');
export const ScannerAppLinksToken = createToken<ScannerAppLinks>('scanner.AppLinks');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const ScannerUseCases: UseCaseTokens<Omit<typeof slice, 'ScannerUseCases'>> = useCaseTokens('scanner');
