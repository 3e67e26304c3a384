import { z } from 'zod';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { PassHolderRepository } from '../wallet/index.ts';
import type { CustomerGateway } from './customer-gateway.port.ts';
import { INVITATION_ERRORS } from './invitation-errors.ts';

/** Where a customer's latest invitation email stands in the job queue. */
export const InvitationStatusSchema = z.enum(['queued', 'retrying', 'failed', 'sent']);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** The invitation-status reply. */
export const InvitationStatusReplySchema = z.object({ status: InvitationStatusSchema });

/** Reads the state of a customer's latest invitation job. */
export interface InvitationStatusLookup {
  /** The latest invitation of the customer; `sent` once no job is left for them. */
  latest(holderId: string): Promise<InvitationStatus>;
}

/** A business asks whether its customer's invitation went out (only its own customers). */
export const invitationStatus =
  ({ holders, lookup }: { holders: PassHolderRepository; lookup: InvitationStatusLookup }) =>
  async (
    businessId: string,
    customerId: string,
  ): Promise<Result<z.infer<typeof InvitationStatusReplySchema>>> => {
    const holder = await holders.findById(businessId, customerId);
    if (!holder) return err(domainError(INVITATION_ERRORS.holderNotFound));
    return ok({ status: await lookup.latest(holder.id) });
  };

/**
 * Follows a just-sent invitation for a short while, so the add-customer modal can say
 * "Customer created but email invitation failed." (requirements §8) when the mail server refuses it.
 * Ends with the last status seen: still `queued` or `retrying` when the mail server is slow.
 */
export const watchInvitation =
  ({ gateway, wait }: { gateway: CustomerGateway; wait: (ms: number) => Promise<void> }) =>
  async (
    customerId: string,
    options: { tries?: number; intervalMs?: number } = {},
  ): Promise<InvitationStatus> => {
    const tries = options.tries ?? 8;
    let status: InvitationStatus = 'queued';
    for (let i = 0; i < tries; i++) {
      await wait(options.intervalMs ?? 1500);
      const result = await gateway.invitationStatus(customerId);
      if (!result.ok) continue;
      status = result.value;
      if (status === 'sent' || status === 'failed') break;
    }
    return status;
  };
