import { z } from '@hono/zod-openapi';
import { CUSTOMER_STATUSES, SCAN_ACTIONS } from '#domain/index.ts';

const answer = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()).readonly()]);

/** A row of the customers table. */
export const CustomerViewSchema = z
  .object({
    id: z.string(),
    cardId: z.string(),
    cardName: z.string(),
    passType: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    status: z.enum(CUSTOMER_STATUSES).openapi({
      description: 'installed: in a wallet now; deleted: installed once and removed from every wallet since',
    }),
    wallet: z.enum(['apple', 'google', 'both', 'none']),
    balanceKind: z
      .enum(['stamps', 'points', 'coupon'])
      .nullable()
      .openapi({ description: 'The counter the card is about (null for passes without one)' }),
    stamps: z.number().int(),
    points: z.number().int(),
    rewardsRedeemed: z.number().int(),
    couponRedeemedAt: z.string().nullable(),
    data: z.record(z.string(), answer).openapi({ description: 'Data-collection answers by field key' }),
    validationCode: z.string().nullable(),
    validated: z.boolean(),
    installedAt: z.string().nullable(),
    lastActivityAt: z.string().nullable().openapi({ description: 'The last stamp, points or redemption' }),
    createdAt: z.string(),
  })
  .openapi('Customer');

export const CustomerDetailsSchema = CustomerViewSchema.extend({
  maxStamps: z.number().int().nullable(),
  pointsToRedeem: z.number().int().nullable(),
  level: z.string().nullable(),
  nextLevel: z.string().nullable(),
  pointsToNextLevel: z.number().int().nullable(),
  rewardsAvailable: z.number().int(),
  allowedActions: z.array(z.enum(SCAN_ACTIONS)),
  answers: z.array(
    z.object({ key: z.string(), label: z.string(), type: z.string(), value: answer.nullable() }),
  ),
  codeIssuedAt: z.string().nullable(),
  validatedAt: z.string().nullable(),
  history: z
    .array(
      z.object({
        id: z.string(),
        actorType: z.enum(['device', 'user']),
        actorName: z.string(),
        action: z.string(),
        stampsDelta: z.number().int(),
        pointsDelta: z.number().int(),
        stampsAfter: z.number().int(),
        pointsAfter: z.number().int(),
        notes: z.string(),
        createdAt: z.string(),
      }),
    )
    .openapi({ description: 'The newest 50 ledger entries, newest first' }),
}).openapi('CustomerDetails');
