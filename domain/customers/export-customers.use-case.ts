import { z } from 'zod';
import type { CardRepository, DataField } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { ok, type Result } from '../shared/result.ts';
import type { CollectedValue } from '../wallet/index.ts';
import { localDateTime, localDay } from '../shared/local-time.ts';
import type { SiteLanguage } from '../shared/site-language.ts';
import {
  CustomerFilterSchema,
  withDatesInOrder,
  type CustomerDirectory,
  type CustomerStatus,
  type WalletKind,
} from './customer-directory.ts';
import { selectionFor } from './list-customers.use-case.ts';
import { answerText, toCustomerView, type CustomerView } from './customer-view.ts';

/** The standard columns of the customers export, in file order. */
export const EXPORT_COLUMNS = [
  'name',
  'email',
  'phone',
  'cardName',
  'status',
  'wallet',
  'stamps',
  'points',
  'rewardsRedeemed',
  'couponRedeemedAt',
  'validationCode',
  'installedAt',
  'lastActivityAt',
  'createdAt',
  'isTest',
] as const satisfies readonly (keyof CustomerView)[];
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
const COLUMN_KEYS: readonly ExportColumn[] = EXPORT_COLUMNS;

/** The columns that hold an instant, written as the viewer's local date and time. */
const DATE_COLUMNS = ['couponRedeemedAt', 'installedAt', 'lastActivityAt', 'createdAt'] as const;

/**
 * The words of an export in the reader's language (requirements §7 export): the standard columns'
 * headers, the yes and no of boolean cells, and the status and wallet values. Answer columns keep
 * the labels and keys the business wrote.
 */
export interface ExportWords {
  readonly columns: Readonly<Record<ExportColumn, string>>;
  readonly yes: string;
  readonly no: string;
  /** How the language writes a decimal number's fraction (12,5 in German): its spreadsheets read it so. */
  readonly decimalMark: string;
  readonly status: Readonly<Record<CustomerStatus, string>>;
  readonly wallet: Readonly<Record<WalletKind, string>>;
}

/**
 * The cell separator of an export in a site language: a semicolon, except in English. The
 * spreadsheets of the other six languages' countries use the comma as the decimal mark and split
 * a file on their list separator, the semicolon, so a comma-separated file opens in one column.
 */
export const exportDelimiterFor = (language: SiteLanguage): ',' | ';' => (language === 'en' ? ',' : ';');

/** How the data-collection columns are headed: by the question, its key, or both. */
export const CUSTOM_FIELD_HEADER_MODES = ['label', 'key', 'both'] as const;

/** requirements §7 export query: the customers filter plus the columns to write. */
export const ExportQuerySchema = withDatesInOrder(
  CustomerFilterSchema.extend({
    /** Comma-separated standard columns; all when absent. */
    fields: z
      .string()
      .max(500, { error: 'validation.too_long' })
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return [...COLUMN_KEYS];
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
    customFieldHeaderMode: z
      .enum(CUSTOM_FIELD_HEADER_MODES, { error: 'validation.invalid' })
      .default('label'),
  }),
);
export type ExportQuery = z.output<typeof ExportQuerySchema>;
/** The export's query as the dashboard sends it (`includeCustomFields` travels only as 'false'). */
export type ExportRequest = z.input<typeof ExportQuerySchema>;

/**
 * Spreadsheet formula injection (OWASP CSV injection): a cell starting with = + - @ tab or CR is
 * run as a formula by Excel and its kin, so it gets a leading apostrophe. Plain numbers and phone
 * numbers ("+48 600 100 200", "-5", and "-12,5" with a comma for a decimal mark) cannot call
 * anything and stay as they are.
 */
export const neutraliseFormula = (cell: string): string =>
  /^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d\s().,]+$/.test(cell) ? `'${cell}` : cell;

const cellOf = (
  value: CollectedValue | number | string | boolean | null | undefined,
  words: ExportWords,
): string =>
  answerText(value, { yes: words.yes, no: words.no, separator: '; ', decimalMark: words.decimalMark });

/** One standard cell of a customer: dates in the viewer's time zone, codes and booleans in words. */
const standardCell = (view: CustomerView, column: ExportColumn, words: ExportWords, timeZone: string) => {
  if (column === 'status') return words.status[view.status];
  if (column === 'wallet') return words.wallet[view.wallet];
  if ((DATE_COLUMNS as readonly string[]).includes(column)) {
    const at = view[column];
    return typeof at === 'string' ? localDateTime(new Date(at), timeZone) : '';
  }
  return cellOf(view[column], words);
};

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

/** The export file name (requirements §7 default `passusers_{date}.csv`), dated the viewer's day. */
export const exportFileName = (now: Date, timeZone = 'UTC'): string =>
  `passusers_${localDay(now, timeZone)}.csv`;

/**
 * The customers export: a header row, then one row per matching customer, read from the database
 * a batch at a time so that 100,000 rows never sit in memory. Headers and values are in the
 * reader's words, dates in their time zone. Cells are neutralised against formula injection;
 * quoting is the CSV writer's job.
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
    words: ExportWords,
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
    // A date column names its zone: the times carry no offset of their own.
    const headed = (c: ExportColumn) =>
      (DATE_COLUMNS as readonly string[]).includes(c)
        ? `${words.columns[c]} (${query.tz})`
        : words.columns[c];
    const header = [...columns.map(headed), ...custom.map((c) => c.header)];
    const batches = directory.stream(businessId, selection.value, now);
    async function* rows(): AsyncGenerator<readonly string[]> {
      yield header.map(neutraliseFormula);
      for await (const batch of batches)
        for (const record of batch) {
          const view = toCustomerView(record);
          yield [
            ...columns.map((c) => standardCell(view, c, words, query.tz)),
            ...custom.map((c) => cellOf(view.data[c.key], words)),
          ].map(neutraliseFormula);
        }
    }
    return ok({ fileName: exportFileName(now, query.tz), rows: rows() });
  };
