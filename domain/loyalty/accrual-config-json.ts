import { z } from 'zod';
import { ROUNDING_MODES } from './accrual.ts';
import type { StoredAccrualConfig } from './accrual-config.repository.port.ts';

/** A points rule as the API answers it (requirements §3); amounts are decimal strings so no float ever rounds them. */
export const AccrualConfigJsonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mode: z.enum(['spend', 'items', 'hybrid']),
  spend: z
    .object({
      baseCurrency: z.string(),
      baseAmount: z.string(),
      pointsPerBase: z.string(),
      rounding: z.enum(ROUNDING_MODES),
      minAmount: z.string(),
      maxPointsPerTxn: z.string().nullable(),
    })
    .nullable(),
  items: z.array(z.object({ key: z.string(), pointsPerUnit: z.string() })),
  notesEnabled: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccrualConfigJson = z.output<typeof AccrualConfigJsonSchema>;

const text = (value: unknown): string => String(value);

/** A stored points rule in its API shape. */
export const accrualConfigJson = (config: StoredAccrualConfig): AccrualConfigJson => ({
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
