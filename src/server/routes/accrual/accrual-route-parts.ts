import { z } from '@hono/zod-openapi';
import type { StoredAccrualConfig } from '#domain/loyalty/index.ts';

const Amount = z.union([z.string().max(24), z.number()]);

/** What a client sends: the requirements §3 fields; the domain checks the requirements §5 rules. */
export const AccrualDraftSchema = z.object({
  name: z.string().max(120),
  spend: z
    .object({
      baseCurrency: z.string().max(3),
      baseAmount: Amount,
      pointsPerBase: Amount,
      rounding: z.enum(['exact', 'block_floor']),
      minAmount: Amount,
      maxPointsPerTxn: Amount.nullable(),
    })
    .nullable(),
  items: z.array(z.object({ key: z.string().max(60), pointsPerUnit: Amount })).max(100),
  notesEnabled: z.boolean().optional(),
});

export const AccrualConfigSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    mode: z.enum(['spend', 'items', 'hybrid']),
    spend: z
      .object({
        baseCurrency: z.string(),
        baseAmount: z.string(),
        pointsPerBase: z.string(),
        rounding: z.enum(['exact', 'block_floor']),
        minAmount: z.string(),
        maxPointsPerTxn: z.string().nullable(),
      })
      .nullable(),
    items: z.array(z.object({ key: z.string(), pointsPerUnit: z.string() })),
    notesEnabled: z.boolean(),
    archived: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AccrualConfig');

const text = (value: unknown): string => String(value);

/** The requirements §3 shape; amounts are decimal strings so no float ever rounds them. */
export const accrualConfigJson = (config: StoredAccrualConfig): z.infer<typeof AccrualConfigSchema> => ({
  _id: config.id,
  name: config.name,
  mode: config.mode,
  spend: config.spend
    ? {
        baseCurrency: config.spend.baseCurrency,
        baseAmount: text(config.spend.baseAmount),
        pointsPerBase: text(config.spend.pointsPerBase),
        rounding: config.spend.rounding,
        minAmount: text(config.spend.minAmount),
        maxPointsPerTxn: config.spend.maxPointsPerTxn === null ? null : text(config.spend.maxPointsPerTxn),
      }
    : null,
  items: config.items.map((item) => ({ key: item.key, pointsPerUnit: text(item.pointsPerUnit) })),
  notesEnabled: config.notesEnabled,
  archived: config.archived,
  createdAt: config.createdAt.toISOString(),
  updatedAt: config.updatedAt.toISOString(),
});

export const dataOf = <T extends z.ZodType>(schema: T) =>
  z.object({ success: z.literal(true), data: z.object({ data: schema }) });
