import { z } from 'zod';
import { normalizeLoyaltySettings, type CardContent, type CardRepository } from '../cards/index.ts';
import type { AccrualConfig, AccrualConfigRepository } from '../loyalty/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import {
  holderChangedJobs,
  holderChangeMessage,
  type PassHolder,
  type PushTokenLookup,
} from '../wallet/index.ts';
import type { HolderTarget, ScanActor, ScanLedger } from './scan-ledger.port.ts';
import {
  allowedScanActions,
  applyScanAction,
  levelsOf,
  rewardsAvailable,
  SCAN_ACTIONS,
  SCAN_ERRORS,
  type ScanActionId,
} from './scan-rules.ts';

/** What the scanner shows of a pass (SPEC issue 7 holder view). */
export interface HolderView {
  readonly id: string;
  readonly cardId: string;
  readonly cardName: string;
  readonly passType: string;
  readonly name: string;
  readonly stamps: number;
  readonly maxStamps: number;
  readonly points: number;
  readonly level: string | null;
  readonly nextLevel: string | null;
  readonly couponRedeemedAt: string | null;
  readonly rewardsAvailable: number;
  readonly actions: readonly ScanActionId[];
  /** How the scanner asks for a purchase (null when the card takes none): currency, product keys, notes. */
  readonly purchase: PurchaseSetup | null;
}

/** What the card's points rule asks of a purchase at the counter. */
export interface PurchaseSetup {
  readonly currency: string | null;
  readonly items: readonly string[];
  readonly notesEnabled: boolean;
}

/** The holder view of a pass of a card (with the card's points rule, when it has one). */
export const holderView = (
  card: CardContent,
  cardId: string,
  holder: PassHolder,
  accrual: AccrualConfig | null = null,
): HolderView => ({
  id: holder.id,
  cardId,
  cardName: card.name,
  passType: card.passType,
  name: holder.name,
  stamps: holder.stamps,
  maxStamps: normalizeLoyaltySettings(card.loyaltySettings).maxStamps,
  points: holder.points,
  ...levelsOf(card, holder),
  couponRedeemedAt: holder.redeemedAt?.toISOString() ?? null,
  rewardsAvailable: rewardsAvailable(card, holder),
  actions: allowedScanActions(card).filter((a) => a !== 'redeem_coupon' || !holder.redeemedAt),
  purchase: allowedScanActions(card).includes('purchase')
    ? {
        currency: accrual?.spend?.baseCurrency ?? null,
        items: accrual?.items.map((item) => item.key) ?? [],
        notesEnabled: accrual?.notesEnabled ?? false,
      }
    : null,
});

/** A scan or dashboard action as it arrives (value defaults to 1, SPEC §7 pass-users action). */
export const ScanActionInputSchema = z.object({
  actionId: z.enum(SCAN_ACTIONS, { error: 'scanner.action_invalid' }),
  value: z.number({ error: 'scanner.value_invalid' }).optional(),
  amount: z.union([z.string().max(20), z.number()], { error: 'scanner.amount_invalid' }).optional(),
  currency: z.string().max(3).optional(),
  items: z
    .array(z.object({ key: z.string().max(60), quantity: z.union([z.string().max(12), z.number()]) }))
    .max(50)
    .optional(),
  idempotencyKey: z.string().min(8, { error: 'validation.invalid' }).max(100).optional(),
  notes: z.string().max(500).optional(),
});

type Deps = {
  ledger: ScanLedger;
  cards: Pick<CardRepository, 'find'>;
  accruals: Pick<AccrualConfigRepository, 'find'>;
};

/**
 * The points rule of a card that takes purchases. Archived rules keep applying to the cards
 * linked to them; an unknown id means the card earns its points per visit.
 */
const accrualOf = (
  accruals: Deps['accruals'],
  businessId: string,
  card: CardContent,
): Promise<AccrualConfig | null> =>
  card.accrualConfigId && allowedScanActions(card).includes('purchase')
    ? accruals.find(businessId, card.accrualConfigId)
    : Promise.resolve(null);

const cardOf = async (cards: Deps['cards'], businessId: string, holder: PassHolder) => {
  const card = await cards.find(businessId, holder.cardId);
  return card && !card.deletedAt ? card : null;
};

/** A scanned QR code: the pass and the actions that fit its card. Other businesses' passes are not found. */
export const scanPass =
  ({ ledger, cards, accruals }: Deps) =>
  async (businessId: string, barcode: string): Promise<Result<HolderView>> => {
    const holder = barcode.trim() ? await ledger.find(businessId, { barcode: barcode.trim() }) : null;
    const card = holder && (await cardOf(cards, businessId, holder));
    if (!holder || !card) return err(domainError(SCAN_ERRORS.passNotFound));
    const accrual = await accrualOf(accruals, businessId, card.content);
    return ok(holderView(card.content, card.id, holder, accrual));
  };

/**
 * Applies an action to a pass (scanner or dashboard): the rules of its card, one ledger row,
 * idempotent by key; after the transaction, the pass on every phone is told to update.
 */
export const performScanAction =
  ({
    ledger,
    cards,
    tokens,
    jobs,
    clock,
    accruals,
  }: Deps & { tokens: PushTokenLookup; jobs: JobQueue; clock: Clock }) =>
  async (
    actor: ScanActor,
    businessId: string,
    target: HolderTarget,
    input: unknown,
    defaultNotes = '',
  ): Promise<Result<HolderView>> => {
    const parsed = ScanActionInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return err(domainError(issue.message, undefined, issue.path.map(String).join('.') || undefined));
    }
    const request = parsed.data;
    const holder = await ledger.find(businessId, target);
    const card = holder && (await cardOf(cards, businessId, holder));
    if (!holder || !card) return err(domainError(SCAN_ERRORS.passNotFound));
    const now = clock.now();
    const accrual = await accrualOf(accruals, businessId, card.content);
    const applied = await ledger.apply({
      businessId,
      target: { holderId: holder.id },
      seen: holder,
      actor,
      action: request.actionId,
      notes: request.notes ?? defaultNotes,
      idempotencyKey: request.idempotencyKey ?? null,
      at: now,
      decide: (locked) => applyScanAction(card.content, locked, request, { now, accrual }),
    });
    if (!applied) return err(domainError(SCAN_ERRORS.passNotFound));
    if (!applied.ok) return applied;
    const { before, after, replayed, pushTokens } = applied.value;
    // Tokens read with the write save a round trip; otherwise they are looked up now.
    const lookup: PushTokenLookup = pushTokens ? { pushTokens: async () => [...pushTokens] } : tokens;
    if (!replayed)
      await jobs.enqueue(
        await holderChangedJobs(after, lookup, holderChangeMessage(card.content, before, after)),
      );
    return ok(holderView(card.content, card.id, after, accrual));
  };
