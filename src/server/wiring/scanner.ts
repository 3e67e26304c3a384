import { createAccrualConfigRepository } from '#adapters/persistence/accrual-config.repository.ts';
import { cacheDeviceKeys, cacheFinds } from '#adapters/persistence/cached-lookups.repository.ts';
import { createScanLedger } from '#adapters/persistence/scan-ledger.repository.ts';
import { createScannerDeviceRepository } from '#adapters/persistence/scanner-device.repository.ts';
import { sha256KeyDigest } from '#adapters/security/sha256-key-digest.adapter.ts';
import * as cards from '#domain/cards/index.ts';
import * as loyalty from '#domain/loyalty/index.ts';
import { createAccrualConfig, listAccrualConfigs, updateAccrualConfig } from '#domain/loyalty/index.ts';
import * as scanner from '#domain/scanner/index.ts';
import {
  authenticateDevice,
  createDeviceKey,
  listDeviceKeys,
  performScanAction,
  revokeDeviceKey,
  scanPass,
  undoScanAction,
} from '#domain/scanner/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { use } from '../http/api.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** The cards and points rules scans read, behind a short cache (see below). */
const ScanCardsToken = shared.createToken<scanner.ScanDeps['cards']>('server.ScanCards');
const ScanAccrualsToken = shared.createToken<scanner.ScanDeps['accruals']>('server.ScanAccruals');

/** Points rules (what a purchase earns). */
export const wireLoyalty = ({ container, db }: WiringContext) => {
  container.bind(loyalty.AccrualConfigRepositoryToken).toConstantValue(createAccrualConfigRepository(db));
  const accrualDeps = {
    accruals: loyalty.AccrualConfigRepositoryToken,
    ...idsAndClock,
  };
  const bindLoyalty = shared.sliceBinder(container, loyalty.LoyaltyUseCases);
  bindLoyalty({ listAccrualConfigs, createAccrualConfig, updateAccrualConfig }, accrualDeps);
};

/** Scanner devices and their keys, and scans at the counter (with their undo). */
export const wireScanner = ({ container, db }: WiringContext) => {
  // Device keys are checked on every scan: kept 5 s (a revocation on this instance applies at
  // once; one made on another instance within 5 s).
  container
    .bind(scanner.ScannerDeviceRepositoryToken)
    .toConstantValue(cacheDeviceKeys(createScannerDeviceRepository(db), 5_000));
  container.bind(scanner.KeyDigestToken).toConstantValue(sha256KeyDigest);
  const deviceDeps = {
    devices: scanner.ScannerDeviceRepositoryToken,
    digest: scanner.KeyDigestToken,
    ...idsAndClock,
  };
  const bindScanner = shared.sliceBinder(container, scanner.ScannerUseCases);
  bindScanner({ createDeviceKey, listDeviceKeys, revokeDeviceKey, authenticateDevice }, deviceDeps);

  container.bind(scanner.ScanLedgerToken).toConstantValue(createScanLedger(db));
  // Scans read the card and its points rule through a 2-second cache (on the embedded database
  // every read takes the one connection's turn): an edit of the card reaches the counter within 2 s.
  container
    .bind(ScanCardsToken)
    .toConstantValue(cacheFinds(use(container, cards.CardRepositoryToken), 2_000));
  container
    .bind(ScanAccrualsToken)
    .toConstantValue(cacheFinds(use(container, loyalty.AccrualConfigRepositoryToken), 2_000));
  const scanDeps = { ledger: scanner.ScanLedgerToken, cards: ScanCardsToken, accruals: ScanAccrualsToken };
  const changeDeps = {
    ...scanDeps,
    tokens: wallet.PushTokenLookupToken,
    jobs: shared.JobQueueToken,
    clock: shared.ClockToken,
  };
  bindScanner({ scanPass }, scanDeps);
  bindScanner({ performScanAction, undoScanAction }, changeDeps);
};
