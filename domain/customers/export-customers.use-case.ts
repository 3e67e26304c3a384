import { z } from 'zod';
import type { CardRepository, DataField } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { ok, type Result } from '../shared/result.ts';
import type { CollectedValue } from '../wallet/index.ts';
import { CustomerFilterSchema, type CustomerDirectory } from './customer-directory.ts';
import { selectionFor } from './list-customers.use-case.ts';
import { answerText, toCustomerView, type CustomerView } from './customer-view.ts';

/** The standard columns of the customers export, in file order, with their English headers. */
export const EXPORT_COLUMNS = Object.freeze({
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  cardName: 'Card',
  status: 'Status',
  wallet: 'Wallet',
  stamps: 'Stamps',
  points: 'Points',
  rewardsRedeemed: 'Rewards redeemed',
  couponRedeemedAt: 'Coupon redeemed at',
  validationCode: 'Validation code',
  installedAt: 'Installed at',
  lastActivityAt: 'Last activity at',
  createdAt: 'Created at',
  isTest: 'Test customer',
} satisfies Partial<Record<keyof CustomerView, string>>);
export type ExportColumn = keyof typeof EXPORT_COLUMNS;
const COLUMN_KEYS = Object.keys(EXPORT_COLUMNS) as ExportColumn[];

/** How the data-collection columns are headed: by the question, its key, or both. */
export const CUSTOM_FIELD_HEADER_MODES = ['label', 'key', 'both'] as const;

/** requirements §7 export query: the customers filter plus the columns to write. */
export const ExportQuerySchema = CustomerFilterSchema.extend({
  /** Comma-separated standard columns; all when absent. */
  fields: z
    .string()
    .max(500, { error: 'validation.too_long' })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return COLUMN_KEYS;
      const asked = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = asked.filter((f) => !(COLUMN_KEYS as string[]).includes(f));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: [] });
        return z.NEVER;
      }
      return [...new Set(asked)] as ExportColumn[];
    }),
  /** requirements §7: the client sends it only when false. */
  includeCustomFields: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v !== 'false'),
  customFieldHeaderMode: z.enum(CUSTOM_FIELD_HEADER_MODES, { error: 'validation.invalid' }).default('label'),
});
export type ExportQuery = z.output<typeof ExportQuerySchema>;
/** The export's query as the dashboard sends it (`includeCustomFields` travels only as 'false'). */
export type ExportRequest = z.input<typeof ExportQuerySchema>;

/**
 * Spreadsheet formula injection (OWASP CSV injection): a cell starting with = + - @ tab or CR is
 * run as a formula by Excel and its kin, so it gets a leading apostrophe. Plain numbers and phone
 * numbers ("+48 600 100 200", "-5") cannot call anything and stay as they are.
 */
export const neutraliseFormula = (cell: string): string =>
  /^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d\s().]+$/.test(cell) ? `'${cell}` : cell;

const cellOf = (value: CollectedValue | number | string | boolean | null | undefined): string =>
  answerText(value, { yes: 'Yes', no: 'No', separator: '; ' });

/** The data-collection columns: each question key once, in card order, headed as asked. */
export const customFieldColumns = (
  fields: readonly Pick<DataField, 'key' | 'label'>[],
  mode: (typeof CUSTOM_FIELD_HEADER_MODES)[number],
): { key: string; header: string }[] => {
  const seen = new Map<string, string>();
  for (const f of fields) if (!seen.has(f.key)) seen.set(f.key, f.label);
  const labels = [...seen.values()];
  return [...seen].map(([key, label]) => ({
    key,
    header:
      mode === 'key'
        ? key
        : mode === 'both' || labels.filter((l) => l === label).length > 1
          ? `${label} (${key})`
          : label,
  }));
};

/** The export file name (requirements §7 default `passusers_{date}.csv`). */
export const exportFileName = (now: Date): string => `passusers_${now.toISOString().slice(0, 10)}.csv`;

/**
 * The customers export: a header row, then one row per matching customer, read from the database
 * a batch at a time so that 100,000 rows never sit in memory. Cells are neutralised against
 * formula injection; quoting is the CSV writer's job.
 */
export const exportCustomers =
  ({
    directory,
    cards,
    clock,
  }: {
    directory: Pick<CustomerDirectory, 'stream'>;
    cards: Pick<CardRepository, 'list'>;
    clock: Clock;
  }) =>
  async (
    businessId: string,
    query: ExportQuery,
  ): Promise<Result<{ fileName: string; rows: AsyncIterable<readonly string[]> }>> => {
    const now = clock.now();
    const businessCards = await cards.list(businessId, { trashed: false });
    const selection = selectionFor(businessCards, query, now);
    if (!selection.ok) return selection;
    const custom = query.includeCustomFields
      ? customFieldColumns(
          businessCards
            .filter((c) => !query.cardId || c.id === query.cardId)
            .flatMap((c) => c.content.dataCollection.fields),
          query.customFieldHeaderMode,
        )
      : [];
    const columns = query.fields;
    const header = [...columns.map((c) => EXPORT_COLUMNS[c]), ...custom.map((c) => c.header)];
    const batches = directory.stream(businessId, selection.value, now);
    async function* rows(): AsyncGenerator<readonly string[]> {
      yield header.map(neutraliseFormula);
      for await (const batch of batches)
        for (const record of batch) {
          const view = toCustomerView(record);
          yield [...columns.map((c) => cellOf(view[c])), ...custom.map((c) => cellOf(view.data[c.key]))].map(
            neutraliseFormula,
          );
        }
    }
    return ok({ fileName: exportFileName(now), rows: rows() });
  };
