import { z } from 'zod';
import {
  loyaltyKindOf,
  normalizeLoyaltySettings,
  type CardContent,
  type CardRepository,
} from '../cards/index.ts';
import type { AccrualConfig, AccrualConfigRepository } from '../loyalty/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { toDecimal } from '../shared/decimal.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import {
  holderChangedJobs,
  holderChangeMessage,
  type PassHolder,
  type PushTokenLookup,
} from '../wallet/index.ts';
import { normalizeShortCode } from '../shared/short-code.ts';
import type { AppliedScan, HolderTarget, LedgerPurchase, ScanActor, ScanLedger } from './scan-ledger.port.ts';
import {
  allowedScanActions,
  applyScanAction,
  isItemQuantityInput,
  levelsOf,
  rewardsAvailable,
  SCAN_ACTIONS,
  SCAN_ERRORS,
  stampLimitsOf,
  UNDO_WINDOW_MS,
} from './scan-rules.ts';
import type { HolderView } from './holder-view.ts';

/**
 * What a card offers, as the cashier reads it: a coupon's "offer" field (else its description),
 * a stamp or point card's reward; null for other cards.
 */
export const offerOf = (card: CardContent): string | null => {
  if (card.passType === 'coupon')
    return (
      card.info.fields.find((f) => f.key === 'offer')?.value.trim() ||
      card.info.passDescription.trim() ||
      null
    );
  const kind = loyaltyKindOf(card.passType, card.loyaltyCardType);
  return kind === 'stamp' || kind === 'point'
    ? normalizeLoyaltySettings(card.loyaltySettings).rewardMessage
    : null;
};

/** The holder view of a pass of a card (with the card's points rule, when it has one). */
export const holderView = (
  card: CardContent,
  cardId: string,
  holder: PassHolder,
  accrual: AccrualConfig | null = null,
  extra: { redeemedBy?: string | null; undo?: HolderView['undo'] } = {},
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
  couponRedeemedBy: holder.redeemedAt ? (extra.redeemedBy ?? null) : null,
  rewardsAvailable: rewardsAvailable(card, holder),
  offer: offerOf(card),
  actions: allowedScanActions(card).filter((a) => a !== 'redeem_coupon' || !holder.redeemedAt),
  purchase: allowedScanActions(card).includes('purchase')
    ? {
        currency: accrual?.spend?.baseCurrency ?? null,
        items: accrual?.items.map((item) => item.key) ?? [],
        notesEnabled: accrual?.notesEnabled ?? false,
      }
    : null,
  stampLimits: stampLimitsOf(card),
  undo: extra.undo ?? null,
});

/** A scan or dashboard action as it arrives (value defaults to 1, requirements §7 pass-users action). */
export const ScanActionInputSchema = z.object({
  actionId: z.enum(SCAN_ACTIONS, { error: 'scanner.action_invalid' }),
  value: z.number({ error: 'scanner.value_invalid' }).optional(),
  amount: z.union([z.string().max(20), z.number()], { error: 'scanner.amount_invalid' }).optional(),
  currency: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(3, { error: 'validation.invalid' })
    .optional()
    .describe(
      "The amount's currency code; when given it must be the one the card's points rule counts in (400 scanner.currency_mismatch)",
    ),
  items: z
    .array(
      z.object({
        key: z.string().max(60),
        quantity: z
          .union([z.string().max(12), z.number()], { error: 'scanner.quantity_invalid' })
          .refine(isItemQuantityInput, { error: 'scanner.quantity_invalid' })
          .describe('0 to 999, up to three decimals ("0.5"); a product of the points rule when above 0'),
      }),
    )
    .max(50)
    .optional(),
  idempotencyKey: z
    .string()
    .min(8, { error: 'validation.invalid' })
    .max(100)
    // Keys of this form belong to undos (one per ledger row).
    .refine((key) => !key.startsWith(UNDO_KEY_PREFIX), { error: 'validation.invalid' })
    .optional()
    .describe(
      'Replaying a key with the same request returns the first outcome and changes nothing; a key first used for another pass, action, or another count, amount or items (what the action uses) is 409 scanner.idempotency_key_reused',
    ),
  notes: z.string().max(500).optional(),
  confirmed: z
    .boolean({ error: 'validation.invalid' })
    .optional()
    .describe("Staff confirmed a stamp count above the card's `stampLimits.confirmAbove`"),
});

const numberText = (value: string | number): string => toDecimal(value)?.toFixed() ?? String(value).trim();

/** A purchase's items as they count: quantities above zero, one per key, in key order. */
const countedItems = (items: z.output<typeof ScanActionInputSchema>['items']): [string, string][] => {
  const byKey = new Map<string, ReturnType<typeof toDecimal>>();
  for (const item of items ?? []) {
    const quantity = toDecimal(item.quantity);
    if (!quantity?.gt(0)) continue;
    const key = item.key.trim();
    const before = byKey.get(key);
    byKey.set(key, before ? before.plus(quantity) : quantity);
  }
  return [...byKey]
    .map(([key, quantity]): [string, string] => [key, quantity!.toFixed()])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/**
 * What a purchase request rang up, as its ledger row keeps it (null for another action): the
 * amount written one way, the currency sent or else the points rule's, the items rung up.
 */
export const ledgerPurchaseOf = (
  request: z.output<typeof ScanActionInputSchema>,
  accrual: AccrualConfig | null,
): LedgerPurchase | null => {
  if (request.actionId !== 'purchase') return null;
  const amount = request.amount === undefined ? '' : String(request.amount).trim();
  return {
    amount: amount === '' ? '0' : numberText(amount.replace(',', '.')),
    currency: request.currency?.toUpperCase() || accrual?.spend?.baseCurrency.toUpperCase() || null,
    items: countedItems(request.items).map(([key, quantity]) => ({ key, quantity })),
  };
};

/**
 * What an action request changes, in one canonical form, kept with its idempotency key: a key
 * sent again with another count or amount is another request, not a replay (which would answer
 * with the first outcome and drop the new change without a word). Only what the action uses
 * counts, written one way ("12.5" and 12.50 alike, items merged and in key order): a retry that
 * adds a currency, a note or an unused field is still the same request.
 */
export const scanRequestOf = (request: z.output<typeof ScanActionInputSchema>): string => {
  switch (request.actionId) {
    case 'add_stamp':
    case 'add_points':
      return JSON.stringify([request.actionId, request.value ?? 1]);
    case 'purchase':
      return JSON.stringify([
        request.actionId,
        request.amount === undefined || String(request.amount).trim() === ''
          ? '0'
          : numberText(String(request.amount).trim().replace(',', '.')),
        countedItems(request.items),
      ]);
    default:
      return JSON.stringify([request.actionId]);
  }
};

const SCANNED_ON = 'Scanned on';
const DASHBOARD_NOTE = 'Action performed via dashboard';
const UNDO_NOTE = 'Undo of change #';

/**
 * The ledger note of a change that came without one: where a scan happened, or that the owner
 * changed the pass in the dashboard (requirements §7: "Action performed via dashboard").
 */
export const defaultScanNote = (actor: ScanActor): string =>
  actor.type === 'device' ? `${SCANNED_ON} ${actor.name ?? 'a scanner'}` : DASHBOARD_NOTE;

/** The ledger note of an undo: which row it takes back. */
export const undoNote = (entryId: string): string => `${UNDO_NOTE}${entryId}`;

/**
 * What staff wrote on a change ("birthday treat"), or null for the notes the server writes itself:
 * `defaultScanNote`'s and `undoNote`'s. The history shows the first; the second only repeats what
 * the history already says (who, where, an undo).
 */
export const staffNoteOf = (notes: string): string | null => {
  const note = notes.trim();
  return !note ||
    note === DASHBOARD_NOTE ||
    (note.startsWith(`${SCANNED_ON} `) && note.length > SCANNED_ON.length + 1) ||
    (note.startsWith(UNDO_NOTE) && /^\d+$/.test(note.slice(UNDO_NOTE.length)))
    ? null
    : note;
};

/** The idempotency key of the undo of a ledger row: one undo per row, whoever sends it twice. */
export const UNDO_KEY_PREFIX = 'undo:';

/** Which pass a scanner's code names: the short code under the QR code, or the QR's own value. */
export const scanTarget = (code: string): HolderTarget => {
  const shortCode = normalizeShortCode(code);
  return shortCode ? { shortCode } : { barcode: code.trim() };
};

/** Who redeemed a holder's coupon, when it is redeemed: the scanner device's name. */
const redeemedByOf = async (ledger: ScanLedger, businessId: string, holder: PassHolder) =>
  holder.redeemedAt
    ? ((await ledger.lastEntry(businessId, holder.id, 'redeem_coupon'))?.deviceName ?? null)
    : null;

/** What looking up and changing a pass reads. */
export type ScanDeps = {
  ledger: ScanLedger;
  cards: Pick<CardRepository, 'find'>;
  accruals: Pick<AccrualConfigRepository, 'find'>;
};

/**
 * The points rule of a card that takes purchases. Archived rules keep applying to the cards
 * linked to them; an unknown id means the card earns its points per visit.
 */
export const accrualOf = (
  accruals: ScanDeps['accruals'],
  businessId: string,
  card: CardContent,
): Promise<AccrualConfig | null> =>
  card.accrualConfigId && allowedScanActions(card).includes('purchase')
    ? accruals.find(businessId, card.accrualConfigId)
    : Promise.resolve(null);

/** The holder's card, unless it was deleted. */
export const cardOf = async (cards: ScanDeps['cards'], businessId: string, holder: PassHolder) => {
  const card = await cards.find(businessId, holder.cardId);
  return card && !card.deletedAt ? card : null;
};

/** A scanned QR code: the pass and the actions that fit its card. Other businesses' passes are not found. */
export const scanPass =
  ({ ledger, cards, accruals }: ScanDeps) =>
  async (businessId: string, barcode: string): Promise<Result<HolderView>> => {
    const holder = barcode.trim() ? await ledger.find(businessId, scanTarget(barcode)) : null;
    const card = holder && (await cardOf(cards, businessId, holder));
    if (!holder || !card) return err(domainError(SCAN_ERRORS.passNotFound));
    const [accrual, redeemedBy] = await Promise.all([
      accrualOf(accruals, businessId, card.content),
      redeemedByOf(ledger, businessId, holder),
    ]);
    return ok(holderView(card.content, card.id, holder, accrual, { redeemedBy }));
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
  }: ScanDeps & { tokens: PushTokenLookup; jobs: JobQueue; clock: Clock }) =>
  async (
    actor: ScanActor,
    businessId: string,
    target: HolderTarget,
    input: unknown,
  ): Promise<Result<HolderView>> => {
    const parsed = ScanActionInputSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const request = parsed.data;
    // A scanner sends whatever it read or staff typed: the QR's value or the short code.
    const holder = await ledger.find(businessId, 'barcode' in target ? scanTarget(target.barcode) : target);
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
      notes: request.notes ?? defaultScanNote(actor),
      idempotencyKey: request.idempotencyKey ?? null,
      request: request.idempotencyKey ? scanRequestOf(request) : null,
      purchase: ledgerPurchaseOf(request, accrual),
      at: now,
      decide: (locked) =>
        applyScanAction(card.content, locked, request, { now, accrual, atCounter: actor.type === 'device' }),
    });
    return afterChange({ tokens, jobs, ledger }, businessId, card, applied, accrual, {
      holderId: holder.id,
      action: request.actionId,
      request: request.idempotencyKey ? scanRequestOf(request) : null,
    });
  };

/**
 * The common end of a change (an action or its undo): failures as they are; otherwise every
 * phone with the pass is told to update (not for a replay), and the view after the change with
 * its undo window. A replay is the answer only to the request it replays: an idempotency key
 * first used for another pass, another action or another amount is refused (`keyReused`), rather
 * than answering with that other change as if this one were done.
 */
export const afterChange = async (
  { tokens, jobs, ledger }: { tokens: PushTokenLookup; jobs: JobQueue; ledger: ScanLedger },
  businessId: string,
  card: { id: string; content: CardContent },
  applied: Result<AppliedScan> | null,
  accrual: AccrualConfig | null,
  asked: { readonly holderId: string; readonly action: string; readonly request: string | null },
): Promise<Result<HolderView>> => {
  if (!applied) return err(domainError(SCAN_ERRORS.passNotFound));
  if (!applied.ok) return applied;
  const { before, after, replayed, pushTokens, entry } = applied.value;
  const otherRequest = entry.request !== null && asked.request !== null && entry.request !== asked.request;
  if (replayed && (after.id !== asked.holderId || entry.action !== asked.action || otherRequest))
    return err(domainError(SCAN_ERRORS.keyReused, undefined, 'idempotencyKey'));
  // Tokens read with the write save a round trip; otherwise they are looked up now.
  const lookup: PushTokenLookup = pushTokens ? { pushTokens: async () => [...pushTokens] } : tokens;
  if (!replayed)
    await jobs.enqueue(
      await holderChangedJobs(after, lookup, holderChangeMessage(card.content, before, after)),
    );
  return ok(
    holderView(card.content, card.id, after, accrual, {
      redeemedBy: await redeemedByOf(ledger, businessId, after),
      undo: { entryId: entry.id, until: new Date(entry.at.getTime() + UNDO_WINDOW_MS).toISOString() },
    }),
  );
};
