import { describe, expect, it } from 'vitest';
import { CardInputSchema } from '../cards/index.ts';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { aPassHolder } from '../../test/fakes/wallet-fakes.ts';
import {
  answerText,
  balanceKindOf,
  changeCustomer,
  correctionToConfirm,
  createdRange,
  customerDetails,
  customerQueryFromAddress,
  datesInOrder,
  customFieldColumns,
  CustomerListQuerySchema,
  customerStatusOf,
  deleteCustomer,
  downloadCustomerExport,
  exportCustomers,
  exportDelimiterFor,
  ExportQuerySchema,
  listCustomers,
  loadCustomerDetails,
  loadCustomers,
  neutraliseFormula,
  phoneDigitsOf,
  removeCustomer,
  toCustomerDetails,
  walletKindOf,
  type CustomerDirectory,
  type CustomerDirectoryGateway,
  type CustomerRecord,
  type CustomerSelection,
  type ExportWords,
} from './index.ts';

const record = (over: Partial<CustomerRecord> = {}): CustomerRecord => ({
  ...aPassHolder(),
  cardName: 'Coffee card',
  passType: 'stamp_card',
  loyaltyCardType: null,
  appleDevices: 0,
  lastActivityAt: null,
  ...over,
});

const stampCard = CardInputSchema.parse({
  name: 'Coffee card',
  passType: 'stamp_card',
  loyaltySettings: { maxStamps: 5 },
  dataCollection: {
    enabled: true,
    fields: [{ key: 'drink', label: 'Drink', type: 'select', options: ['Tea'] }],
  },
});

const memoryDirectory = (records: CustomerRecord[]) => {
  const selections: CustomerSelection[] = [];
  const directory: CustomerDirectory = {
    async list(_b, selection, page) {
      selections.push(selection);
      return {
        items: records.slice((page.page - 1) * page.pageSize, page.page * page.pageSize),
        total: records.length,
      };
    },
    async find(businessId, id) {
      return records.find((r) => r.id === id && r.businessId === businessId) ?? null;
    },
    async history() {
      return [
        {
          id: '7',
          actorType: 'device',
          actorName: 'Till',
          action: 'add_stamp',
          stampsDelta: 1,
          pointsDelta: 0,
          stampsAfter: 3,
          pointsAfter: 0,
          purchase: null,
          notes: '',
          createdAt: new Date('2026-11-22T09:00:00Z'),
        },
      ];
    },
    async remove(businessId, id) {
      return this.find(businessId, id);
    },
    async *stream(_b, selection) {
      selections.push(selection);
      yield records.slice(0, 1);
      yield records.slice(1);
    },
  };
  return { directory, selections };
};

const cardsWith = async () => {
  const cards = createMemoryCards();
  await cards.insert({ id: 'c1', businessId: 'b1', content: stampCard, isPublished: true, at: new Date() });
  return cards;
};

describe('customer status and wallets', () => {
  it('is installed while a wallet holds the pass, deleted after, not installed before', () => {
    const at = new Date();
    expect(customerStatusOf(record())).toBe('not_installed');
    expect(customerStatusOf(record({ installedAt: at, appleDevices: 1 }))).toBe('installed');
    expect(customerStatusOf(record({ installedAt: at, googleState: 'saved' }))).toBe('installed');
    expect(customerStatusOf(record({ installedAt: at, googleState: 'removed' }))).toBe('deleted');
    expect(walletKindOf(record({ appleDevices: 2, googleState: 'saved' }))).toBe('both');
    expect(walletKindOf(record({ googleState: 'saved' }))).toBe('google');
  });
});

describe('customer balance and answers', () => {
  it('names the counter the card is about and writes answers in the given words', () => {
    expect(balanceKindOf({ passType: 'stamp_card', loyaltyCardType: null })).toBe('stamps');
    expect(balanceKindOf({ passType: 'loyalty', loyaltyCardType: 'level' })).toBe('points');
    expect(balanceKindOf({ passType: 'point_card', loyaltyCardType: null })).toBe('points');
    expect(balanceKindOf({ passType: 'coupon', loyaltyCardType: null })).toBe('coupon');
    expect(balanceKindOf({ passType: 'flyer', loyaltyCardType: null })).toBeNull();
    const words = { yes: 'Tak', no: 'Nie', separator: ' / ' };
    expect(answerText(['a', 'b'], words)).toBe('a / b');
    expect(answerText(false, words)).toBe('Nie');
    expect(answerText(3, words)).toBe('3');
    expect(answerText(12.5, words)).toBe('12.5');
    // A spreadsheet in a comma-decimal language reads "12.5" as text or a date.
    expect(answerText(12.5, { ...words, decimalMark: ',' })).toBe('12,5');
    expect(answerText(null, words)).toBe('');
  });
});

describe('customers query', () => {
  it('defaults to the newest 25 and bounds the page size and the dates', () => {
    expect(CustomerListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sort: '-createdAt',
      tz: 'UTC',
    });
    expect(CustomerListQuerySchema.parse({ page: '3', pageSize: '100', sort: 'name' })).toMatchObject({
      page: 3,
      pageSize: 100,
    });
    expect(CustomerListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(CustomerListQuerySchema.safeParse({ dateFrom: '2026-02-30x' }).success).toBe(false);
    // Days the calendar or the database does not have are refused, not sent to the query.
    for (const bad of [
      '2026-02-30',
      '0000-01-01',
      '9999-12-31',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-05:00',
    ])
      expect(CustomerListQuerySchema.safeParse({ dateTo: bad }).success, bad).toBe(false);
    expect(
      CustomerListQuerySchema.parse({ dateFrom: '2024-02-29', dateTo: '2026-03-01T23:30:00-01:00' }),
    ).toMatchObject({
      dateFrom: '2024-02-29',
      dateTo: '2026-03-02',
    });
    expect(CustomerListQuerySchema.safeParse({ dateFrom: '2026-03-02', dateTo: '2026-03-01' }).success).toBe(
      false,
    );
    expect(createdRange({ dateFrom: '2026-03-01', dateTo: '2026-03-01', tz: 'UTC' })).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
    // The viewer's days: in Warsaw, 1 March began at 23:00 UTC the day before; the end of March
    // is an hour nearer, its last night is in summer time.
    expect(createdRange({ dateFrom: '2026-03-01', dateTo: '2026-03-31', tz: 'Europe/Warsaw' })).toEqual({
      from: new Date('2026-02-28T23:00:00Z'),
      to: new Date('2026-03-31T22:00:00Z'),
    });
    expect(createdRange({ tz: 'UTC' })).toEqual({ from: null, to: null });
  });

  it('tells a range of days in order (either end open, or the same day) from one that ends before it starts', () => {
    expect(datesInOrder('2026-11-20', '2026-11-25')).toBe(true);
    expect(datesInOrder('2026-11-20', '2026-11-20')).toBe(true);
    expect(datesInOrder('2026-11-25', '2026-11-20')).toBe(false);
    expect(datesInOrder(undefined, '2026-11-20')).toBe(true);
    expect(datesInOrder('2026-11-25', null)).toBe(true);
  });

  it("reads the table's query from an address, leaving out what the API would refuse", () => {
    const from = (address: string) => {
      const params = new URLSearchParams(address);
      return customerQueryFromAddress((key) => params.get(key));
    };
    expect(from('sort=-points&status=installed&page=2&q=ana')).toEqual({
      query: { sort: '-points', status: 'installed', page: 2, q: 'ana' },
      invalid: [],
    });
    // An old link's sort, a made-up status and a page of letters: the table shows without them.
    expect(from('sort=bogus&status=gone&page=abc&cardId=x&q=ana')).toEqual({
      query: { q: 'ana' },
      invalid: ['cardId', 'status', 'sort', 'page'],
    });
    // "all" is no filter; a range that ends before it starts leaves with both its ends.
    expect(from('status=all&dateFrom=2026-11-25&dateTo=2026-11-20')).toEqual({
      query: {},
      invalid: ['dateFrom', 'dateTo'],
    });
    expect(from('dateFrom=2026-11-20&dateTo=2026-11-25').query).toEqual({
      dateFrom: '2026-11-20',
      dateTo: '2026-11-25',
    });
  });

  it('lists a page, resolving a segment key into its criteria and refusing an unknown one', async () => {
    const { directory, selections } = memoryDirectory([record(), record({ id: 'h2' })]);
    const list = listCustomers({ directory, cards: await cardsWith(), clock: fixedClock() });
    const page = await list(
      'b1',
      CustomerListQuerySchema.parse({ pageSize: 1, segment: 'field:c1:drink:Tea' }),
    );
    expect(page).toMatchObject({
      ok: true,
      value: { total: 2, page: 1, pageSize: 1, items: [{ id: 'h1', status: 'not_installed' }] },
    });
    expect(selections[0]!.audience).toEqual({
      kind: 'field_value',
      cardId: 'c1',
      field: 'drink',
      value: 'Tea',
      multiple: false,
    });
    expect(await list('b1', CustomerListQuerySchema.parse({ segment: 'nope' }))).toEqual({
      ok: false,
      error: { code: 'segments.not_found', field: 'segment' },
    });
  });
});

describe('customer details', () => {
  it('asks about a dashboard correction only when it adds more stamps than a whole card holds', () => {
    const details = toCustomerDetails(record(), stampCard, []);
    expect(correctionToConfirm(details, 'add_stamp', 5)).toBe(false);
    expect(correctionToConfirm(details, 'add_stamp', 6)).toBe(true);
    expect(correctionToConfirm(details, 'add_points', 6)).toBe(false);
    expect(correctionToConfirm({ maxStamps: null }, 'add_stamp', 1250)).toBe(false);
  });

  it('reads the counters through the card, labels the answers and keeps answers to removed questions', () => {
    const details = toCustomerDetails(record({ stamps: 7, data: { drink: 'Tea', old: 'x' } }), stampCard, []);
    expect(details).toMatchObject({
      maxStamps: 5,
      rewardsAvailable: 1,
      level: null,
      allowedActions: ['add_stamp', 'redeem_reward'],
    });
    expect(details.answers).toEqual([
      { key: 'drink', label: 'Drink', type: 'select', value: 'Tea' },
      { key: 'old', label: 'old', type: 'text', value: 'x' },
    ]);
    const level = toCustomerDetails(
      record({ points: 150 }),
      CardInputSchema.parse({ name: 'L', passType: 'loyalty', loyaltyCardType: 'level' }),
      [],
    );
    expect(level).toMatchObject({
      level: 'Silver',
      nextLevel: 'Gold',
      pointsToNextLevel: 150,
      maxStamps: null,
    });
    const points = toCustomerDetails(
      record(),
      CardInputSchema.parse({ name: 'P', passType: 'point_card' }),
      [],
    );
    expect(points.pointsToRedeem).toBe(10);
  });

  it("finds the business's customer with their history, else not found; deletes likewise", async () => {
    const { directory } = memoryDirectory([record({ businessId: 'b1', cardId: 'c1' })]);
    const cards = await cardsWith();
    const details = await customerDetails({ directory, cards })('b1', 'h1');
    expect(details.ok && details.value.history).toEqual([
      expect.objectContaining({ actorName: 'Till', createdAt: '2026-11-22T09:00:00.000Z' }),
    ]);
    expect(await customerDetails({ directory, cards })('b2', 'h1')).toMatchObject({ ok: false });
    const orphan = memoryDirectory([record({ businessId: 'b1', cardId: 'gone' })]).directory;
    expect(await customerDetails({ directory: orphan, cards })('b1', 'h1')).toMatchObject({ ok: false });
    expect(await deleteCustomer({ directory })('b1', 'h1')).toEqual({ ok: true, value: { id: 'h1' } });
    expect(await deleteCustomer({ directory })('b2', 'h1')).toMatchObject({ ok: false });
  });
});

// The export's words come from locales/<lang>/export.json on the server; the domain takes them as given.
const ENGLISH: ExportWords = {
  columns: {
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
  },
  yes: 'Yes',
  no: 'No',
  decimalMark: '.',
  status: { installed: 'Installed', not_installed: 'Not installed', deleted: 'Deleted from wallet' },
  wallet: {
    apple: 'Apple Wallet',
    google: 'Google Wallet',
    both: 'Apple and Google Wallet',
    none: 'Not in a wallet',
  },
};
const GERMAN: ExportWords = {
  columns: {
    ...ENGLISH.columns,
    stamps: 'Stempel',
    installedAt: 'Installiert am',
    createdAt: 'Erstellt am',
    isTest: 'Testkunde',
  },
  yes: 'Ja',
  no: 'Nein',
  decimalMark: ',',
  status: {
    installed: 'Installiert',
    not_installed: 'Nicht installiert',
    deleted: 'Aus der Wallet gelöscht',
  },
  wallet: {
    apple: 'Apple Wallet',
    google: 'Google Wallet',
    both: 'Apple und Google Wallet',
    none: 'In keiner Wallet',
  },
};

describe('customers export (requirements §7)', () => {
  it('neutralises cells a spreadsheet would run, but not phone numbers', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('+cmd|x')).toBe("'+cmd|x");
    expect(neutraliseFormula('-2+3')).toBe("'-2+3");
    expect(neutraliseFormula('\tx')).toBe("'\tx");
    expect(neutraliseFormula('+48 600 100 200')).toBe('+48 600 100 200');
    expect(neutraliseFormula('-5')).toBe('-5');
    expect(neutraliseFormula('-12,5')).toBe('-12,5');
    expect(neutraliseFormula('-12.5')).toBe('-12.5');
    expect(neutraliseFormula('-1,5+A1')).toBe("'-1,5+A1");
    expect(neutraliseFormula('Anna')).toBe('Anna');
  });

  it('parses the query: columns, custom fields sent only when false, header mode', () => {
    expect(ExportQuerySchema.parse({}).fields).toHaveLength(15);
    expect(ExportQuerySchema.parse({ fields: 'email, name,email' }).fields).toEqual(['email', 'name']);
    expect(ExportQuerySchema.safeParse({ fields: 'name,secret' }).success).toBe(false);
    expect(ExportQuerySchema.parse({}).includeCustomFields).toBe(true);
    expect(ExportQuerySchema.parse({ includeCustomFields: 'false' }).includeCustomFields).toBe(false);
    expect(ExportQuerySchema.safeParse({ customFieldHeaderMode: 'emoji' }).success).toBe(false);
    expect(ExportQuerySchema.parse({}).tz).toBe('UTC');
    expect(ExportQuerySchema.parse({ tz: 'Europe/Warsaw' }).tz).toBe('Europe/Warsaw');
    expect(ExportQuerySchema.safeParse({ tz: 'Mars/Olympus' }).error?.issues[0]).toMatchObject({
      path: ['tz'],
      message: 'validation.invalid',
    });
  });

  it('separates cells with a comma in English and a semicolon in the other site languages', () => {
    expect(exportDelimiterFor('en')).toBe(',');
    for (const language of ['de', 'es', 'nl', 'pl', 'pt', 'uk'] as const)
      expect(exportDelimiterFor(language), language).toBe(';');
  });

  it('heads answer columns once per key, by label, key or both, telling equal labels apart', () => {
    const fields = [
      { key: 'a', label: 'Drink' },
      { key: 'b', label: 'Drink' },
      { key: 'a', label: 'Again' },
      { key: 'c', label: 'City' },
    ];
    expect(customFieldColumns(fields, 'label').map((c) => c.header)).toEqual([
      'Drink (a)',
      'Drink (b)',
      'City',
    ]);
    expect(customFieldColumns(fields, 'key').map((c) => c.header)).toEqual(['a', 'b', 'c']);
    expect(customFieldColumns(fields, 'both').map((c) => c.header)).toEqual([
      'Drink (a)',
      'Drink (b)',
      'City (c)',
    ]);
  });

  it('writes the header and one row per customer, batch by batch', async () => {
    const { directory } = memoryDirectory([
      record({ name: '=cmd', data: { drink: ['Tea', 'Milk'] }, stamps: 2 }),
      record({ id: 'h2', name: 'Ben', data: { drink: true } }),
    ]);
    const run = exportCustomers({
      directory,
      cards: await cardsWith(),
      clock: fixedClock('2026-11-22T10:00:00Z'),
    });
    const result = await run('b1', ExportQuerySchema.parse({ fields: 'name,stamps,installedAt' }), ENGLISH);
    if (!result.ok) throw new Error('expected an export');
    expect(result.value.fileName).toBe('passusers_2026-11-22.csv');
    const rows: (readonly string[])[] = [];
    for await (const r of result.value.rows) rows.push(r);
    expect(rows).toEqual([
      ['Name', 'Stamps', 'Installed at (UTC)', 'Drink'],
      ["'=cmd", '2', '', 'Tea; Milk'],
      ['Ben', '3', '', 'Yes'],
    ]);
    expect(await run('b1', ExportQuerySchema.parse({ segment: 'nope' }), ENGLISH)).toMatchObject({
      ok: false,
    });
    const other = await run(
      'b1',
      ExportQuerySchema.parse({ cardId: '8c1f0c52-7a0e-4e55-9c56-6a3f3d4f7a10', fields: 'name' }),
      ENGLISH,
    );
    const header = other.ok ? (await other.value.rows[Symbol.asyncIterator]().next()).value : null;
    expect(header).toEqual(['Name']);
  });

  it("writes German words and the viewer's local time, the answers as the business wrote them", async () => {
    const { directory } = memoryDirectory([
      record({
        name: 'Jörg',
        installedAt: new Date('2026-11-23T10:00:00Z'),
        createdAt: new Date('2026-03-29T22:30:00Z'),
        appleDevices: 1,
        isTest: true,
        data: { drink: false },
      }),
      record({ id: 'h2', name: 'Ben', data: { drink: 'Tea' } }),
    ]);
    const run = exportCustomers({
      directory,
      cards: await cardsWith(),
      clock: fixedClock('2026-11-23T12:00:00Z'),
    });
    const query = ExportQuerySchema.parse({
      fields: 'name,status,wallet,installedAt,createdAt,isTest',
      tz: 'Europe/Berlin',
    });
    const result = await run('b1', query, GERMAN);
    if (!result.ok) throw new Error('expected an export');
    const rows: (readonly string[])[] = [];
    for await (const r of result.value.rows) rows.push(r);
    expect(exportDelimiterFor('de')).toBe(';');
    expect(rows).toEqual([
      [
        'Name',
        'Status',
        'Wallet',
        'Installiert am (Europe/Berlin)',
        'Erstellt am (Europe/Berlin)',
        'Testkunde',
        'Drink',
      ],
      // Berlin is UTC+1 in November and UTC+2 from 29 March: 22:30 UTC is already the 30th there.
      ['Jörg', 'Installiert', 'Apple Wallet', '2026-11-23 11:00', '2026-03-30 00:30', 'Ja', 'Nein'],
      ['Ben', 'Nicht installiert', 'In keiner Wallet', '', '2026-11-22 11:00', 'Nein', 'Tea'],
    ]);
  });
});

describe('customers page client', () => {
  const gateway = (over: Partial<CustomerDirectoryGateway> = {}): CustomerDirectoryGateway => ({
    list: async () => ({ ok: false, error: { code: 'http', message: 'Server down' } }),
    details: async () => ({ ok: false, error: { code: 'http', message: 'Not found' } }),
    action: async () => ({
      ok: false,
      error: { code: 'scanner.coupon_already_redeemed', message: 'Coupon already redeemed' },
    }),
    remove: async () => ({ ok: false, error: { code: 'http', message: 'Nope' } }),
    export: async () => ({ ok: false, error: { status: 403, statusText: 'Forbidden' } }),
    ...over,
  });

  it('turns failures into the page messages, keeping server texts', async () => {
    expect(await loadCustomers({ gateway: gateway() })({})).toEqual({
      ok: false,
      error: { code: 'customers.load_failed', message: 'Server down' },
    });
    expect(await loadCustomerDetails({ gateway: gateway() })('h1')).toMatchObject({
      ok: false,
      error: { code: 'customers.load_failed' },
    });
    expect(await changeCustomer({ gateway: gateway() })('h1', 'redeem_coupon')).toMatchObject({
      ok: false,
      error: { code: 'scanner.coupon_already_redeemed' },
    });
    expect(
      await changeCustomer({
        gateway: gateway({ action: async () => ({ ok: false, error: { code: '', message: '' } }) }),
      })('h1', 'add_stamp'),
    ).toEqual({ ok: false, error: { code: 'customers.action_failed' } });
    expect(await removeCustomer({ gateway: gateway() })('h1')).toMatchObject({
      ok: false,
      error: { code: 'customers.delete_failed' },
    });
  });

  it('sends the dashboard note with actions and passes successes through', async () => {
    const sent: unknown[] = [];
    const ok = gateway({
      list: async () => ({ ok: true, value: { items: [], total: 0, page: 1, pageSize: 25 } }),
      details: async () => ({ ok: true, value: toCustomerDetails(record({}), stampCard, []) }),
      action: async (_id, body) => (sent.push(body), { ok: true, value: {} }),
      remove: async (id) => ({ ok: true, value: { id } }),
    });
    expect(await loadCustomers({ gateway: ok })({})).toMatchObject({ ok: true });
    expect(await loadCustomerDetails({ gateway: ok })('h1')).toMatchObject({ ok: true });
    await changeCustomer({ gateway: ok })('h1', 'add_points', 5);
    await changeCustomer({ gateway: ok })('h1', 'add_stamp');
    expect(sent).toEqual([
      { actionId: 'add_points', value: 5, notes: 'Action performed via dashboard' },
      { actionId: 'add_stamp', notes: 'Action performed via dashboard' },
    ]);
    expect(await removeCustomer({ gateway: ok })('h1')).toEqual({ ok: true, value: { id: 'h1' } });
  });

  it("asks in the viewer's time zone, names the export from Content-Disposition, else passusers_{date}.csv, and words failures as requirements §8", async () => {
    const clock = fixedClock('2026-11-22T10:00:00Z');
    const utc = { timeZone: 'UTC' };
    const asked: unknown[] = [];
    const file = (fileName: string | null) =>
      gateway({
        export: async (filter) => (
          asked.push(filter),
          { ok: true, value: { fileName, bytes: new Uint8Array([1]) } }
        ),
      });
    expect(
      await downloadCustomerExport({ gateway: file('mine.csv'), clock })(
        { status: 'installed' },
        { timeZone: 'Europe/Warsaw' },
      ),
    ).toMatchObject({
      ok: true,
      value: { fileName: 'mine.csv' },
    });
    expect(
      await downloadCustomerExport({ gateway: file(null), clock })(
        {},
        { timeZone: 'UTC', includeCustomFields: false },
      ),
    ).toMatchObject({
      value: { fileName: 'passusers_2026-11-22.csv' },
    });
    // Dated the viewer's day: 10:00 UTC on the 22nd is already the 23rd in Kiritimati.
    expect(
      await downloadCustomerExport({ gateway: file(null), clock })({}, { timeZone: 'Pacific/Kiritimati' }),
    ).toMatchObject({ value: { fileName: 'passusers_2026-11-23.csv' } });
    asked.pop();
    expect(asked).toEqual([
      { status: 'installed', tz: 'Europe/Warsaw' },
      { tz: 'UTC', includeCustomFields: 'false' },
    ]);
    expect(await downloadCustomerExport({ gateway: gateway(), clock })({}, utc)).toEqual({
      ok: false,
      error: { code: 'customers.export_failed', message: 'Export failed (403): Forbidden' },
    });
    const withText = gateway({
      export: async () => ({
        ok: false,
        error: { status: 400, statusText: 'Bad Request', message: 'fields: invalid' },
      }),
    });
    expect(await downloadCustomerExport({ gateway: withText, clock })({}, utc)).toMatchObject({
      error: { message: 'fields: invalid' },
    });
    const planRefusal = gateway({
      export: async () => ({
        ok: false,
        error: { status: 402, statusText: 'Payment Required', code: 'plan.free', message: 'Upgrade' },
      }),
    });
    // The plan's refusal keeps its code, so the page offers the upgrade rather than an error.
    expect(await downloadCustomerExport({ gateway: planRefusal, clock })({}, utc)).toEqual({
      ok: false,
      error: { code: 'plan.free', message: 'Upgrade' },
    });
  });
});

describe('a search that reads as a phone number', () => {
  it('is searched by its digits; names, emails and short numbers are not', () => {
    expect(phoneDigitsOf('+351 912-345')).toBe('351912345');
    expect(phoneDigitsOf('(030) 12')).toBe('03012');
    expect(phoneDigitsOf('12')).toBeNull();
    expect(phoneDigitsOf('Ana 912')).toBeNull();
    expect(phoneDigitsOf('ana@x.test')).toBeNull();
    expect(phoneDigitsOf(undefined)).toBeNull();
  });
});
