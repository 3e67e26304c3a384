import type { Clock } from '../shared/clock.port.ts';
import type { PassHolderRepository } from './pass-holder.repository.port.ts';

/** A save or delete event from Google, after its signature was verified. */
export interface GoogleWalletEvent {
  readonly objectId: string;
  readonly eventType: 'save' | 'del';
  readonly nonce: string;
}

/** Nonces of handled callbacks: Google delivers at least once, so each is applied once. */
export interface CallbackNonces {
  firstTime(nonce: string, at: Date): Promise<boolean>;
}

/**
 * Records that a holder saved or removed their Google pass (wallet §3.4). Object ids are
 * `<issuerId>.<serialNumber>`; events for another issuer, an unknown pass or a repeated nonce
 * change nothing. A removed pass is no longer patched.
 */
export const recordGoogleEvent =
  (deps: {
    holders: Pick<PassHolderRepository, 'findBySerial' | 'setGoogleState' | 'markInstalled'>;
    nonces: CallbackNonces;
    clock: Clock;
    issuerId: string;
  }) =>
  async (event: GoogleWalletEvent): Promise<'recorded' | 'duplicate' | 'unknown'> => {
    const prefix = `${deps.issuerId}.`;
    if (!event.objectId.startsWith(prefix)) return 'unknown';
    const holder = await deps.holders.findBySerial(event.objectId.slice(prefix.length));
    if (!holder) return 'unknown';
    const at = deps.clock.now();
    if (!(await deps.nonces.firstTime(event.nonce, at))) return 'duplicate';
    await deps.holders.setGoogleState(holder.serialNumber, event.eventType === 'save' ? 'saved' : 'removed');
    if (event.eventType === 'save') await deps.holders.markInstalled(holder.serialNumber, at);
    return 'recorded';
  };

/** Marks a holder's Google object as linked when a save link is handed out (so changes are patched). */
export const googleLinkIssued =
  (deps: { holders: Pick<PassHolderRepository, 'setGoogleState'> }) =>
  async (holder: { serialNumber: string; googleState: string }): Promise<void> => {
    if (holder.googleState === 'none' || holder.googleState === 'removed')
      await deps.holders.setGoogleState(holder.serialNumber, 'linked');
  };
