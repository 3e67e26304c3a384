import { randomUUID } from 'node:crypto';
import {
  runScanAction,
  scanHolderCode,
  SCAN_ACTIONS,
  signInScanner,
  stampCountCheck,
  type HolderView,
  type ScanActionId,
  type ScannerActionRequest,
} from '@passdeck/domain/scanner';
import { formatShortCode, normalizeShortCode, type DomainError } from '@passdeck/domain/shared';
import { createFetchScannerGateway } from './fetch-scanner-gateway.ts';
import { createMemoryStorage } from './memory-storage.ts';

const USAGE = `Usage: node examples/scanner-client/scanner-client.ts <server-url> <device-key> [pass-code [action [value]]]
  action  ${SCAN_ACTIONS.join(', ')}
  value   how many stamps or points (default 1), or the amount of a purchase`;

const isScanAction = (value: string): value is ScanActionId =>
  (SCAN_ACTIONS as readonly string[]).includes(value);

/** Codes, not sentences: a real client translates them (the web app's are in locales/<lang>/errors.json). */
const report = (error: DomainError): number => {
  console.error(`✗ ${error.code}${error.message ? ` (${error.message})` : ''}`);
  return 1;
};

const describeHolder = (view: HolderView): string =>
  [
    `${view.name || '(no name)'} · ${view.cardName} (${view.passType})`,
    `  stamps ${view.stamps}/${view.maxStamps} · points ${view.points}${view.level ? ` · level ${view.level}` : ''} · rewards ready ${view.rewardsAvailable}`,
    ...(view.couponRedeemedAt ? [`  coupon redeemed ${view.couponRedeemedAt}`] : []),
    `  actions: ${view.actions.join(', ') || 'none'}`,
  ].join('\n');

const actionRequest = (
  view: HolderView,
  barcode: string,
  actionId: ScanActionId,
  value: string | undefined,
): ScannerActionRequest | DomainError => {
  if (!view.actions.includes(actionId)) return { code: 'scanner.action_not_allowed' };
  if (actionId === 'purchase') return { barcode, actionId, amount: value ?? '' };
  const count = value === undefined ? undefined : Number(value);
  if (actionId !== 'add_stamp') return { barcode, actionId, value: count };
  // The web scanner asks before a large stamp count; typing the count here is that confirmation.
  const check = stampCountCheck(view, count ?? 1);
  if (check === 'overLimit') return { code: 'scanner.over_limit', field: 'value' };
  return { barcode, actionId, value: count, confirmed: check === 'confirm' };
};

const main = async ([serverUrl, deviceKey, code, action, value]: string[]): Promise<number> => {
  if (!serverUrl || !deviceKey || (action !== undefined && !isScanAction(action))) {
    console.error(USAGE);
    return 2;
  }
  const deps = { gateway: createFetchScannerGateway(serverUrl), storage: createMemoryStorage() };

  const session = await signInScanner(deps)(deviceKey);
  if (!session.ok) return report(session.error);
  console.log(`Signed in as "${session.value.deviceName}"`);
  if (code === undefined) return 0;

  const shortCode = normalizeShortCode(code);
  console.log(`Looking up ${shortCode ? formatShortCode(shortCode) : code}`);
  const scanned = await scanHolderCode(deps)(code);
  if (!scanned.ok) return report(scanned.error);
  console.log(describeHolder(scanned.value));
  if (action === undefined) return 0;

  const request = actionRequest(scanned.value, code, action, value);
  if ('code' in request) return report(request);
  const done = await runScanAction({ ...deps, newKey: randomUUID })(request);
  if (!done.ok) return report(done.error);
  console.log(`✓ ${action}\n${describeHolder(done.value.view)}`);
  return 0;
};

process.exitCode = await main(process.argv.slice(2));
