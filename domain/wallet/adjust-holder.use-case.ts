import { z } from 'zod';
import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { PassHolderRepository } from './pass-holder.repository.port.ts';
import type { PassHolder } from './pass-holder.ts';
import { holderChangedJobs, holderChangeMessage } from './pass-updates.ts';
import type { PushTokenLookup } from './pass-updates.port.ts';
import { PASS_ERRORS } from './prepare-pass.use-case.ts';

/** A change of a holder's counters, as deltas (a scan adds, a correction may take away). */
export const HolderAdjustmentSchema = z
  .object({
    stamps: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).default(0),
    points: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).default(0),
  })
  .refine((change) => change.stamps !== 0 || change.points !== 0, { error: 'validation.required' });
export type HolderAdjustment = z.infer<typeof HolderAdjustmentSchema>;

export interface AdjustHolderDeps {
  readonly holders: PassHolderRepository;
  readonly cards: CardRepository;
  readonly tokens: PushTokenLookup;
  readonly jobs: JobQueue;
  readonly clock: Clock;
}

/**
 * Changes a holder's stamps or points in one atomic statement (concurrent scans never lose a
 * stamp; counters never go below zero), then queues the updates that bring the pass on every
 * phone up to date, with a notice of the new value.
 */
export const adjustHolder =
  ({ holders, cards, tokens, jobs, clock }: AdjustHolderDeps) =>
  async (businessId: string, holderId: string, input: unknown): Promise<Result<PassHolder>> => {
    const change = HolderAdjustmentSchema.safeParse(input);
    if (!change.success) return err(domainError(change.error.issues[0]?.message ?? 'validation.invalid'));
    const result = await holders.adjust(businessId, holderId, change.data, clock.now());
    if (!result) return err(domainError(PASS_ERRORS.holderNotFound));
    const card = await cards.findPublished(result.after.cardId);
    const message = card ? holderChangeMessage(card.content, result.before, result.after) : null;
    await jobs.enqueue(await holderChangedJobs(result.after, tokens, message));
    return ok(result.after);
  };
