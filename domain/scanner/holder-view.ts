import { z } from 'zod';
import { SCAN_ACTIONS } from './scan-rules.ts';

/** What the card's points rule asks of a purchase at the counter. */
export const PurchaseSetupSchema = z.object({
  currency: z.string().nullable(),
  items: z.array(z.string()),
  notesEnabled: z.boolean(),
});
export type PurchaseSetup = z.output<typeof PurchaseSetupSchema>;

/** Which pass a view is about: the pass, its card and kind, and its holder's name. */
export const PassOfCardSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardName: z.string(),
  passType: z.string(),
  name: z.string(),
});

/** What the scanner and the dashboard show of a pass (requirements §11, issue 7 holder view). */
export const HolderViewSchema = PassOfCardSchema.extend({
  stamps: z.number().int(),
  maxStamps: z.number().int(),
  points: z.number().int(),
  level: z.string().nullable(),
  nextLevel: z.string().nullable(),
  couponRedeemedAt: z.string().nullable(),
  couponRedeemedBy: z
    .string()
    .nullable()
    .describe('The scanner device that redeemed the coupon; null for the dashboard'),
  rewardsAvailable: z.number().int(),
  /** For the cashier in large type. */
  offer: z.string().nullable().describe("What the customer gets: the coupon's offer or the card's reward"),
  actions: z.array(z.enum(SCAN_ACTIONS)).describe('The actions that fit the card now'),
  purchase: PurchaseSetupSchema.nullable().describe(
    "How to record a purchase by the card's points rule (currency, product keys, notes); null when the card takes no purchases",
  ),
  stampLimits: z
    .object({ max: z.number().int(), confirmAbove: z.number().int() })
    .nullable()
    .describe(
      'Stamp cards: the most stamps one scan may add, and above how many the request must say `confirmed: true`',
    ),
  undo: z
    .object({ entryId: z.string(), until: z.string() })
    .nullable()
    .describe(
      'After a change: its ledger row, which `POST /api/scanner/undo` takes back until `until` (10 seconds)',
    ),
});
export type HolderView = z.output<typeof HolderViewSchema>;

/**
 * The balance a scanner shows for a pass: its stamps, its coupon's state, its points, or none
 * for a pass that counts nothing (a flyer, a business card), where a "0 points" would mislead.
 */
export const holderBalance = (
  view: Pick<HolderView, 'actions' | 'passType' | 'couponRedeemedAt' | 'points' | 'level'>,
): 'stamps' | 'coupon' | 'points' | null => {
  if (view.actions.includes('add_stamp') || view.passType === 'stamp_card') return 'stamps';
  if (view.couponRedeemedAt !== null || view.passType === 'coupon') return 'coupon';
  const countsPoints =
    view.actions.includes('add_points') ||
    view.actions.includes('purchase') ||
    view.passType === 'point_card' ||
    view.passType === 'level_card';
  return countsPoints || view.points !== 0 || view.level !== null ? 'points' : null;
};

/**
 * The holder view as a client reads it: the fields a server before issue 19 did not send read as
 * absent, so a scanner still works against an older server.
 */
export const HolderViewReplySchema = HolderViewSchema.extend({
  couponRedeemedBy: HolderViewSchema.shape.couponRedeemedBy.catch(null),
  offer: HolderViewSchema.shape.offer.catch(null),
  purchase: HolderViewSchema.shape.purchase.catch(null),
  stampLimits: HolderViewSchema.shape.stampLimits.catch(null),
  undo: HolderViewSchema.shape.undo.catch(null),
});

/** The device a scanner key belongs to: `GET /api/scanner/session`. */
export const ScannerSessionSchema = z.object({ deviceId: z.string(), deviceName: z.string() });
/** The signed-in scanner device. */
export type ScannerDeviceSession = z.output<typeof ScannerSessionSchema>;

/** A scanned or typed pass code: `POST /api/scanner/scan`. */
export const ScanPassInputSchema = z.object({ barcode: z.string().min(1).max(200) });
