import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SCAN_ACTIONS, SCAN_ERRORS, type HolderView } from '#domain/scanner/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { codedFailure } from '../../http/errors.ts';

/** The holder view the scanner and the dashboard get back (requirements §11, issue 7). */
export const HolderViewSchema = z
  .object({
    id: z.string(),
    cardId: z.string(),
    cardName: z.string(),
    passType: z.string(),
    name: z.string(),
    stamps: z.number().int(),
    maxStamps: z.number().int(),
    points: z.number().int(),
    level: z.string().nullable(),
    nextLevel: z.string().nullable(),
    couponRedeemedAt: z.string().nullable(),
    couponRedeemedBy: z
      .string()
      .nullable()
      .openapi({ description: 'The scanner device that redeemed the coupon; null for the dashboard' }),
    rewardsAvailable: z.number().int(),
    offer: z
      .string()
      .nullable()
      .openapi({ description: "What the customer gets: the coupon's offer or the card's reward" }),
    actions: z.array(z.enum(SCAN_ACTIONS)).openapi({ description: 'The actions that fit the card now' }),
    purchase: z
      .object({
        currency: z.string().nullable(),
        items: z.array(z.string()),
        notesEnabled: z.boolean(),
      })
      .nullable()
      .openapi({
        description:
          "How to record a purchase by the card's points rule (currency, product keys, notes); null when the card takes no purchases",
      }),
    stampLimits: z.object({ max: z.number().int(), confirmAbove: z.number().int() }).nullable().openapi({
      description:
        'Stamp cards: the most stamps one scan may add, and above how many the request must say `confirmed: true`',
    }),
    undo: z.object({ entryId: z.string(), until: z.string() }).nullable().openapi({
      description:
        'After a change: its ledger row, which `POST /api/scanner/undo` takes back until `until` (10 seconds)',
    }),
  })
  .openapi('HolderView');

/** The body of a scan action (value defaults to 1). */
export const ScanActionBody = z.object({
  actionId: z.enum(SCAN_ACTIONS),
  value: z.number().optional(),
  amount: z.union([z.string().max(20), z.number()]).optional(),
  currency: z.string().max(3).optional(),
  items: z
    .array(z.object({ key: z.string().max(60), quantity: z.union([z.string().max(12), z.number()]) }))
    .max(50)
    .optional(),
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .optional()
    .openapi({ description: 'Replaying a key returns the first outcome and changes nothing' }),
  notes: z.string().max(500).optional(),
  confirmed: z
    .boolean()
    .optional()
    .openapi({ description: "Staff confirmed a stamp count above the card's `stampLimits.confirmAbove`" }),
});

const NOT_FOUND = new Set<string>([SCAN_ERRORS.passNotFound, SCAN_ERRORS.undoNotFound]);
const CONFLICTS = new Set<string>([
  SCAN_ERRORS.couponRedeemed,
  SCAN_ERRORS.noReward,
  SCAN_ERRORS.confirmationRequired,
  SCAN_ERRORS.undoExpired,
  SCAN_ERRORS.undoUnavailable,
]);

/**
 * 404 for passes (and changes) that are not the business's; 409 for a used coupon, no reward, a
 * count to confirm, or an undo too late or no longer possible; 400 otherwise.
 */
export const scanFailure = (c: Context, error: DomainError) =>
  codedFailure(c, NOT_FOUND.has(error.code) ? 404 : CONFLICTS.has(error.code) ? 409 : 400, error);

/** The domain's read-only view as the mutable JSON the route schema types. */
export const holderViewJson = (view: HolderView) => ({
  ...view,
  actions: [...view.actions],
  purchase: view.purchase && { ...view.purchase, items: [...view.purchase.items] },
  stampLimits: view.stampLimits && { ...view.stampLimits },
  undo: view.undo && { ...view.undo },
});
