import { z } from 'zod';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { PushTokenLookup } from '../wallet/index.ts';
import type { ScanActor } from './scan-ledger.port.ts';
import { SCAN_ERRORS, UNDO_WINDOW_MS, undoneBalance } from './scan-rules.ts';
import { accrualOf, afterChange, cardOf, UNDO_KEY_PREFIX, undoNote, type ScanDeps } from './scan.use-case.ts';
import type { HolderView } from './holder-view.ts';

/** The body of an undo: the ledger row the change wrote (its `undo.entryId`). */
export const UndoScanInputSchema = z.object({
  entryId: z
    .string({ error: 'validation.required' })
    .regex(/^[1-9]\d{0,17}$/, { error: 'validation.invalid' })
    .describe('The `undo.entryId` the change answered with'),
});

/** The network and the phone's clock: the button shows 10 s, the server allows a little more. */
const UNDO_GRACE_MS = 5_000;

/**
 * Takes one change back (the scanner's Undo): a compensating ledger row that reverses it on the
 * balance as it is now, so scans made meanwhile stay counted and the ledger still explains every
 * balance. Only whoever made the change, only within the undo window, and once: the undo's
 * idempotency key is the row's, so a second tap replays the first undo.
 */
export const undoScanAction =
  ({
    ledger,
    cards,
    accruals,
    tokens,
    jobs,
    clock,
  }: ScanDeps & { tokens: PushTokenLookup; jobs: JobQueue; clock: Clock }) =>
  async (actor: ScanActor, businessId: string, input: unknown): Promise<Result<HolderView>> => {
    const parsed = UndoScanInputSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const entry = await ledger.entry(businessId, parsed.data.entryId);
    if (!entry || entry.actor.type !== actor.type || entry.actor.id !== actor.id)
      return err(domainError(SCAN_ERRORS.undoNotFound));
    if (entry.action.startsWith('undo_')) return err(domainError(SCAN_ERRORS.undoUnavailable));
    const now = clock.now();
    if (now.getTime() - entry.at.getTime() > UNDO_WINDOW_MS + UNDO_GRACE_MS)
      return err(domainError(SCAN_ERRORS.undoExpired));
    const holder = await ledger.find(businessId, { holderId: entry.holderId });
    const card = holder && (await cardOf(cards, businessId, holder));
    if (!holder || !card) return err(domainError(SCAN_ERRORS.passNotFound));
    const action = `undo_${entry.action}`;
    const applied = await ledger.apply({
      businessId,
      target: { holderId: holder.id },
      seen: holder,
      actor,
      action,
      notes: undoNote(entry.id),
      idempotencyKey: `${UNDO_KEY_PREFIX}${entry.id}`,
      // The key names the row undone: the same key is always the same undo.
      request: null,
      at: now,
      decide: (locked) => undoneBalance(entry, locked),
    });
    const view = await afterChange(
      { tokens, jobs, ledger },
      businessId,
      card,
      applied,
      await accrualOf(accruals, businessId, card.content),
      { holderId: holder.id, action, request: null },
    );
    // An undo is not itself undone.
    return view.ok ? { ...view, value: { ...view.value, undo: null } } : view;
  };
