import { z } from 'zod';
import type { LoyaltyCardType, PassType } from '../cards/index.ts';
import type { SegmentCriteria } from '../segments/index.ts';
import type { LedgerPurchase } from '../scanner/index.ts';
import { TimeZoneQuerySchema, zonedDayStart } from '../shared/local-time.ts';
import type { PassHolder } from '../wallet/index.ts';

/** Where a customer's pass stands (requirements §7 export `status`, the customers filter). */
export const CUSTOMER_STATUSES = ['installed', 'not_installed', 'deleted'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Sort keys of the customers table; a leading `-` sorts descending. */
export const CUSTOMER_SORT_FIELDS = [
  'createdAt',
  'name',
  'installedAt',
  'lastActivityAt',
  'stamps',
  'points',
] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const CUSTOMER_SORTS = CUSTOMER_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);
export type CustomerSort = CustomerSortField | `-${CustomerSortField}`;

/** The page size when a client names none, and the most one page may hold. */
export const CUSTOMER_PAGE = Object.freeze({ defaultSize: 25, maxSize: 100 });

/**
 * A filter a dashboard may send empty or as "all" (requirements §7: the export query carries every
 * filter, set or not): both mean no filter.
 */
const unlessAll = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), z.literal('all'), schema])
    .transform((value) => (value === '' || value === 'all' ? undefined : (value as z.output<T>)))
    .optional();

/**
 * The days a customers filter may name. The database has no year 0, and the day after the last one
 * (the end of a `dateTo` day) must still be a four-digit year, so both ends are bounded here rather
 * than left to fail in the query.
 */
const FILTER_DAYS = Object.freeze({ first: '1900-01-01', last: '9999-12-30' });

// A real calendar day (no 30 February) within FILTER_DAYS.
const day = z.iso
  .date({ error: 'validation.date_invalid' })
  .refine((s) => s >= FILTER_DAYS.first && s <= FILTER_DAYS.last, { error: 'validation.date_invalid' });

/** A day as YYYY-MM-DD; a full ISO date-time counts as its (UTC) day, an empty value as none. */
const isoDay = z
  .union([
    z.literal('').transform(() => undefined),
    day,
    z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value).toISOString().slice(0, 10))
      .pipe(day),
  ])
  .optional();

/** Whether a from–to range of days (YYYY-MM-DD, either open) ends no earlier than it starts. */
export const datesInOrder = (from: string | null | undefined, to: string | null | undefined): boolean =>
  !from || !to || from <= to;

/** The filters shared by the customers table and the export (requirements §7 export query). */
export const CustomerFilterSchema = z.object({
  cardId: unlessAll(z.uuid({ error: 'validation.invalid' })),
  status: unlessAll(z.enum(CUSTOMER_STATUSES, { error: 'validation.invalid' })),
  /** First day (the viewer's, in `tz`; inclusive) the customer was added. */
  dateFrom: isoDay,
  /** Last day (the viewer's, in `tz`; inclusive) the customer was added. */
  dateTo: isoDay,
  /** The viewer's time zone: the days of `dateFrom` and `dateTo`, and the export's times. */
  tz: TimeZoneQuerySchema,
  /** Text searched in name, email and phone (case-insensitive, anywhere in the value; a phone by its digits). */
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  /** A segment key (customers of the segmentation view). */
  segment: z.string().max(120, { error: 'validation.too_long' }).optional(),
  sort: z
    .enum(CUSTOMER_SORTS as [CustomerSort, ...CustomerSort[]], { error: 'validation.invalid' })
    .default('-createdAt'),
});
export type CustomerFilter = z.output<typeof CustomerFilterSchema>;

/**
 * The digits of a search that reads as (part of) a phone number, else null: "+351 912", "912-345"
 * or "(030) 12" find a phone however it was typed when stored. Three digits at least, so a house
 * number in a name search does not turn into a phone search.
 */
export const phoneDigitsOf = (q: string | undefined): string | null => {
  if (!q || !/^[\d\s+()./-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
};

/**
 * A whole number as an address carries it: digits only. Coercion alone would read "0x10" as 16
 * and "1e2" as 100; such text becomes NaN here, which the number schema refuses.
 */
const digitsOnly = (value: unknown) =>
  typeof value === 'string' && !/^\s*\d{1,9}\s*$/.test(value) ? Number.NaN : value;

/** Refuses a filter whose dates run backwards (it would find nothing), on `dateTo`, wherever it is sent. */
export const withDatesInOrder = <
  S extends z.ZodType<{ dateFrom?: string | undefined; dateTo?: string | undefined }>,
>(
  schema: S,
) =>
  schema.refine((q) => datesInOrder(q.dateFrom, q.dateTo), {
    error: 'validation.date_range_invalid',
    path: ['dateTo'],
  });

/** A page of the customers table. */
export const CustomerListQuerySchema = withDatesInOrder(
  CustomerFilterSchema.extend({
    page: z
      .preprocess(
        digitsOnly,
        z.coerce.number({ error: 'validation.invalid' }).int().min(1, { error: 'validation.out_of_range' }),
      )
      .default(1),
    pageSize: z
      .preprocess(
        digitsOnly,
        z.coerce
          .number({ error: 'validation.invalid' })
          .int()
          .min(1, { error: 'validation.out_of_range' })
          .max(CUSTOMER_PAGE.maxSize, { error: 'validation.out_of_range' }),
      )
      .default(CUSTOMER_PAGE.defaultSize),
  }),
);
export type CustomerListQuery = z.output<typeof CustomerListQuerySchema>;

/** The customers table's filters an address may carry, each checked as the API checks it. */
const ADDRESS_FIELDS = {
  q: CustomerFilterSchema.shape.q,
  cardId: CustomerFilterSchema.shape.cardId,
  status: CustomerFilterSchema.shape.status,
  dateFrom: CustomerFilterSchema.shape.dateFrom,
  dateTo: CustomerFilterSchema.shape.dateTo,
  segment: CustomerFilterSchema.shape.segment,
  sort: CustomerFilterSchema.shape.sort,
  page: z.preprocess(digitsOnly, z.coerce.number().int().min(1)),
} as const;

/**
 * The customers table's query from its address (`read` gives a parameter's text, or null), and
 * the parameters it had to leave out. An old link or an edited address with a value the API would
 * refuse ("sort=bogus") shows the table without it, rather than an error that a retry repeats;
 * a range that ends before it starts leaves with both its ends.
 */
export const customerQueryFromAddress = (
  read: (key: keyof typeof ADDRESS_FIELDS) => string | null,
): { query: Partial<CustomerListQuery>; invalid: (keyof typeof ADDRESS_FIELDS)[] } => {
  const query: Record<string, unknown> = {};
  const invalid: (keyof typeof ADDRESS_FIELDS)[] = [];
  for (const key of Object.keys(ADDRESS_FIELDS) as (keyof typeof ADDRESS_FIELDS)[]) {
    const value = read(key);
    if (!value) continue;
    const parsed = ADDRESS_FIELDS[key].safeParse(value);
    if (!parsed.success) invalid.push(key);
    else if (parsed.data !== undefined) query[key] = key === 'page' ? parsed.data : value;
  }
  if (!datesInOrder(query['dateFrom'] as string | undefined, query['dateTo'] as string | undefined)) {
    delete query['dateFrom'];
    delete query['dateTo'];
    invalid.push('dateFrom', 'dateTo');
  }
  return { query: query as Partial<CustomerListQuery>, invalid };
};

/** A filter with its segment resolved into criteria the database can test. */
export type CustomerSelection = Omit<CustomerFilter, 'segment'> & {
  readonly audience: SegmentCriteria | null;
};

/** A holder as the directory reads it: the pass, its card, and what wallets hold it. */
export interface CustomerRecord extends PassHolder {
  readonly cardName: string;
  readonly passType: PassType;
  readonly loyaltyCardType: LoyaltyCardType | null;
  /** Apple devices registered for the pass right now. */
  readonly appleDevices: number;
  /** The last counter change (a ledger row), null when none. */
  readonly lastActivityAt: Date | null;
}

/** One change of a pass's counters, as the ledger keeps it. */
export interface LedgerEntry {
  readonly id: string;
  readonly actorType: 'device' | 'user';
  /** The scanner device's name or the user's email; empty when it no longer exists. */
  readonly actorName: string;
  readonly action: string;
  readonly stampsDelta: number;
  readonly pointsDelta: number;
  readonly stampsAfter: number;
  readonly pointsAfter: number;
  /** A purchase's amount, currency and items; null for other actions (and purchases before they were kept). */
  readonly purchase: LedgerPurchase | null;
  readonly notes: string;
  readonly createdAt: Date;
}

/** The business's customers (pass holders), filtered and paged by the database. */
export interface CustomerDirectory {
  list(
    businessId: string,
    selection: CustomerSelection,
    page: { readonly page: number; readonly pageSize: number },
    now: Date,
  ): Promise<{ items: CustomerRecord[]; total: number }>;
  find(businessId: string, holderId: string): Promise<CustomerRecord | null>;
  /** The newest ledger entries of a pass, newest first. */
  history(businessId: string, holderId: string, limit: number): Promise<LedgerEntry[]>;
  /** Removes the pass with its ledger and wallet registrations; the removed holder, or null. */
  remove(businessId: string, holderId: string): Promise<CustomerRecord | null>;
  /** Every matching customer in `sort` order, a batch at a time (constant memory). */
  stream(
    businessId: string,
    selection: CustomerSelection,
    now: Date,
  ): AsyncIterable<readonly CustomerRecord[]>;
}

/** The wallets holding a pass now. */
export const WALLET_KINDS = ['apple', 'google', 'both', 'none'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export const walletKindOf = (c: Pick<CustomerRecord, 'appleDevices' | 'googleState'>): WalletKind => {
  const apple = c.appleDevices > 0;
  const google = c.googleState === 'saved';
  if (apple && google) return 'both';
  return apple ? 'apple' : google ? 'google' : 'none';
};

/**
 * Installed: in a wallet now; deleted: it was installed and no wallet holds it any more; not
 * installed: never taken by a wallet.
 */
export const customerStatusOf = (
  c: Pick<CustomerRecord, 'appleDevices' | 'googleState' | 'installedAt'>,
): CustomerStatus => {
  if (!c.installedAt) return 'not_installed';
  return walletKindOf(c) === 'none' ? 'deleted' : 'installed';
};

/** The calendar day after a YYYY-MM-DD day. */
const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instants bounding the viewer's `dateFrom`–`dateTo` days in `tz` (`to` exclusive). */
export const createdRange = (filter: Pick<CustomerFilter, 'dateFrom' | 'dateTo' | 'tz'>) => ({
  from: filter.dateFrom ? zonedDayStart(filter.dateFrom, filter.tz) : null,
  to: filter.dateTo ? zonedDayStart(nextDay(filter.dateTo), filter.tz) : null,
});
