import type { Result } from '../shared/result.ts';
import type { HolderView, ScannerDeviceSession } from './holder-view.ts';
import type { ScanActionId } from './scan-rules.ts';

/**
 * The web scanner's view of the scanner API; every call carries the device key. Replies are
 * read with `ScannerSessionSchema` and `HolderViewReplySchema`; a reply off the contract is
 * `TRANSPORT_ERRORS.malformedReply`.
 */
export interface ScannerGateway {
  session(deviceKey: string): Promise<Result<ScannerDeviceSession>>;
  scan(deviceKey: string, barcode: string): Promise<Result<HolderView>>;
  act(deviceKey: string, body: ScanActionBody): Promise<Result<HolderView>>;
  undo(deviceKey: string, entryId: string): Promise<Result<HolderView>>;
}

/** One action as the web scanner sends it. */
export interface ScanActionBody {
  readonly barcode: string;
  readonly actionId: ScanActionId;
  readonly value?: number;
  readonly amount?: string;
  readonly items?: readonly { key: string; quantity: number }[];
  readonly notes?: string;
  /** Staff confirmed a stamp count above the card's threshold. */
  readonly confirmed?: boolean;
  readonly idempotencyKey: string;
}
