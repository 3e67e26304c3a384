import { createHttpScannerGateway } from '#adapters/http/scanner-gateway.adapter.ts';
import { createHttpScannerKeysGateway } from '#adapters/http/scanner-keys-gateway.adapter.ts';
import * as scanner from '#domain/scanner/index.ts';
import {
  bindUseCase,
  ClockToken,
  IdGeneratorToken,
  KeyValueStorageToken,
  type Clock,
  type IdGenerator,
  type KeyValueStorage,
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
  container.bind(scanner.LoadScannerKeys).toConstantValue(
    scanner.loadScannerKeys({
      gateway: container.get<scanner.ScannerKeysGateway>(scanner.ScannerKeysGatewayToken),
      now: () => clock.now().toISOString(),
      newId: () => ids.id(),
    }),
  );
  const keysDeps = { gateway: scanner.ScannerKeysGatewayToken };
  bindUseCase(container, scanner.GenerateScannerKey, scanner.generateScannerKey, keysDeps);
  bindUseCase(container, scanner.RevokeScannerKey, scanner.revokeScannerKey, keysDeps);

  container
    .bind(scanner.ScannerGatewayToken)
    .toConstantValue(createHttpScannerGateway(baseUrl || window.location.origin));
  const appDeps = { gateway: scanner.ScannerGatewayToken, storage: KeyValueStorageToken };
  bindUseCase(container, scanner.SignInScanner, scanner.signInScanner, appDeps);
  bindUseCase(container, scanner.RestoreScanner, scanner.restoreScanner, appDeps);
  bindUseCase(container, scanner.SignOutScanner, scanner.signOutScanner, appDeps);
  bindUseCase(container, scanner.ScanHolderCode, scanner.scanHolderCode, appDeps);
  bindUseCase(container, scanner.UndoScanChange, scanner.undoScanChange, appDeps);
  container.bind(scanner.RunScanAction).toConstantValue(
    scanner.runScanAction({
      gateway: container.get<scanner.ScannerGateway>(scanner.ScannerGatewayToken),
      storage: container.get<KeyValueStorage>(KeyValueStorageToken),
      newKey: () => ids.id(),
    }),
  );
};
