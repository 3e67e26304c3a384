import { createHttpScannerGateway } from '#adapters/http/scanner-gateway.adapter.ts';
import { createHttpScannerKeysGateway } from '#adapters/http/scanner-keys-gateway.adapter.ts';
import * as scanner from '#domain/scanner/index.ts';
import {
  generateScannerKey,
  restoreScanner,
  revokeScannerKey,
  scanHolderCode,
  signInScanner,
  signOutScanner,
  undoScanChange,
} from '#domain/scanner/index.ts';
import {
  ClockToken,
  IdGeneratorToken,
  KeyValueStorageToken,
  type Clock,
  type IdGenerator,
  type KeyValueStorage,
  sliceBinder,
} from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Device keys (/scanner-app) and the web scanner (/scanner). */
export const wireScanner = ({ container, client, baseUrl }: WebWiringContext) => {
  const clock = container.get<Clock>(ClockToken);
  const ids = container.get<IdGenerator>(IdGeneratorToken);
  // Native listings are published by whoever runs the site: VITE_SCANNER_APP_STORE_URL and friends.
  container.bind(scanner.ScannerAppLinksToken).toConstantValue(
    scanner.scannerAppLinksFrom({
      appStore: import.meta.env.VITE_SCANNER_APP_STORE_URL as string | undefined,
      playStore: import.meta.env.VITE_SCANNER_PLAY_STORE_URL as string | undefined,
      apk: import.meta.env.VITE_SCANNER_APK_URL as string | undefined,
    }),
  );
  container.bind(scanner.ScannerKeysGatewayToken).toConstantValue(createHttpScannerKeysGateway(client));
  container.bind(scanner.ScannerUseCases.loadScannerKeys).toConstantValue(
    scanner.loadScannerKeys({
      gateway: container.get<scanner.ScannerKeysGateway>(scanner.ScannerKeysGatewayToken),
      now: () => clock.now().toISOString(),
      newId: () => ids.id(),
    }),
  );
  const keysDeps = { gateway: scanner.ScannerKeysGatewayToken };
  const bindScanner = sliceBinder(container, scanner.ScannerUseCases);
  bindScanner({ generateScannerKey, revokeScannerKey }, keysDeps);

  container
    .bind(scanner.ScannerGatewayToken)
    .toConstantValue(createHttpScannerGateway(baseUrl || window.location.origin));
  const appDeps = { gateway: scanner.ScannerGatewayToken, storage: KeyValueStorageToken };
  bindScanner({ signInScanner, restoreScanner, signOutScanner, scanHolderCode, undoScanChange }, appDeps);
  container.bind(scanner.ScannerUseCases.runScanAction).toConstantValue(
    scanner.runScanAction({
      gateway: container.get<scanner.ScannerGateway>(scanner.ScannerGatewayToken),
      storage: container.get<KeyValueStorage>(KeyValueStorageToken),
      newKey: () => ids.id(),
    }),
  );
};
