import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let other: Record<string, string>;
let cardId: string;
let surveyCardId: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A customer added from the dashboard (requirements §7 issue-code); their id. */
const addCustomer = async (card: string, name: string, email: string, phone?: string) => {
  const res = await t.call(
    'POST',
    '/api/pass/validation/issue-code',
    { cardId: card, name, email, ...(phone ? { phone } : {}) },
    auth,
  );
  expect(res.status).toBe(200);
  const [row] = await rows<{ id: string }>(
    sql`select id from pass_holders where card_id = ${card} and email = ${email} order by created_at desc limit 1`,
  );
  return row!.id;
};

const createdAtOf = async (id: string) => {
  const [row] = await rows<{ created_at: string | Date }>(
    sql`select created_at from pass_holders where id = ${id}`,
  );
  return new Date(row!.created_at);
};

const NAMES = {
  comma: 'Smith, Anna',
  quotes: 'Ben "The Barista" Jones',
  newline: 'Chloé\nLine two',
  emoji: 'Dawid 🎉☕',
  formula: '=HYPERLINK("http://evil.example","x")',
};
// Filled in beforeAll with the ids the API gives each customer.
const ids: Record<keyof typeof NAMES, string> = {
  comma: '',
  quotes: '',
  newline: '',
  emoji: '',
  formula: '',
};

beforeAll(async () => {
  t = await createTestApp();
  let card;
  ({ auth, card } = await signUpWithDemoCard(t, 'customers@example.com'));
  cardId = card._id;
  ({ auth: other } = await signUpWithDemoCard(t, 'other-business@example.com'));
  const survey = await t.call(
    'POST',
    '/api/business-card',
    {
      name: 'Survey card',
      passType: 'stamp_card',
      dataCollection: {
        enabled: true,
        fields: [
          { key: 'drink', label: 'Favourite drink', type: 'select', options: ['Tea', 'Coffee'] },
          { key: 'extras', label: 'Extras', type: 'checkbox', options: ['Oat milk', 'Sugar'] },
          { key: 'birthday', label: 'Birthday', type: 'text' },
        ],
      },
    },
    auth,
  );
  expect(survey.status).toBe(201);
  surveyCardId = survey.json.data._id;
  expect((await t.call('POST', `/api/business-card/${surveyCardId}/publish`, {}, auth)).status).toBe(200);
  for (const [key, name] of Object.entries(NAMES))
    ids[key as keyof typeof NAMES] = await addCustomer(
      cardId,
      name,
      `${key}@example.com`,
      key === 'comma' ? '+48 600 100 200' : undefined,
    );
  const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');
  for (const [i, answers] of [
    { drink: 'Tea', extras: ['Oat milk'], birthday: `1990-${month}-14` },
    { drink: 'Tea', extras: ['Oat milk', 'Sugar'], birthday: '01.01.1980' },
    { drink: 'Coffee', extras: [], birthday: '' },
  ].entries()) {
    const id = await addCustomer(surveyCardId, `Survey ${i}`, `survey${i}@example.com`);
    await t.database.db.execute(
      sql`update pass_holders set data = ${JSON.stringify(answers)}::jsonb where id = ${id}`,
    );
  }
});

describe('customers (GET /api/pass-users)', () => {
  it('sorts names alphabetically, whatever their case and accents, customers without a name last both ways', async () => {
    const { auth: owner, card } = await signUpWithDemoCard(t, 'names@example.com');
    const names = [
      'zoë Ferreira',
      'Álvaro Díaz',
      '',
      'bruno Costa',
      'Émile Roux',
      'Łukasz Nowak',
      'Ørjan Berg',
    ];
    for (const [i, name] of names.entries()) {
      const res = await t.call(
        'POST',
        '/api/pass/validation/issue-code',
        { cardId: card._id, name, email: `name${i}@example.com` },
        owner,
      );
      expect(res.status).toBe(200);
    }
    const sorted = async (sort: string) =>
      (await t.call('GET', `/api/pass-users?sort=${sort}`, undefined, owner)).json.data.items.map(
        (c: { name: string }) => c.name,
      );
    const alphabetical = [
      'Álvaro Díaz',
      'bruno Costa',
      'Émile Roux',
      'Łukasz Nowak',
      'Ørjan Berg',
      'zoë Ferreira',
    ];
    expect(await sorted('name')).toEqual([...alphabetical, '']);
    const backwards = [...alphabetical].reverse();
    expect(await sorted('-name')).toEqual([...backwards, '']);
    // The export pages through the same order by its key.
    const csv = await t.app.request('/api/pass-users/export?fields=name,email&sort=-name', {
      headers: owner,
    });
    const rows = Papa.parse<string[]>((await csv.text()).slice(1), { skipEmptyLines: true }).data;
    expect(rows.slice(1).map((row) => row[0])).toEqual([...backwards, '']);
  });

  it('answers 409 when the email already holds the card (add customer), whatever its case', async () => {
    const again = { cardId, name: 'Anna again', email: 'Comma@Example.com' };
    const res = await t.call('POST', '/api/pass/validation/issue-code', again, auth);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: 'customers.email_taken',
      field: 'email',
      message:
        'email: This email already has this card. Find the customer in the list to send their code again.',
    });
    // The same person on another card is a new customer of that card.
    const other = await t.call(
      'POST',
      '/api/pass/validation/issue-code',
      { ...again, cardId: surveyCardId },
      auth,
    );
    expect(other.status).toBe(200);
    await t.database.db.execute(sql`delete from pass_holders where id = ${other.json.data.id}`);
  });

  it('pages, sorts and searches name, email and phone, taking % and _ literally', async () => {
    const all = await t.call('GET', '/api/pass-users?pageSize=5&sort=name', undefined, auth);
    expect(all.status).toBe(200);
    expect(all.json.data).toMatchObject({ total: 8, page: 1, pageSize: 5 });
    expect(all.json.data.items.map((c: { name: string }) => c.name)).toEqual([
      NAMES.formula,
      NAMES.quotes,
      NAMES.newline,
      NAMES.emoji,
      NAMES.comma,
    ]);
    const second = await t.call('GET', '/api/pass-users?pageSize=5&page=2&sort=name', undefined, auth);
    expect(second.json.data.items).toHaveLength(3);
    const byPhone = await t.call('GET', '/api/pass-users?q=600%20100', undefined, auth);
    expect(byPhone.json.data.items.map((c: { id: string }) => c.id)).toEqual([ids.comma]);
    // A phone is found by its digits, however either side is spaced (QA: "600100" found nothing).
    for (const q of ['600100', '+48600-100', '(600) 100 2'])
      expect(
        (
          await t.call('GET', `/api/pass-users?q=${encodeURIComponent(q)}`, undefined, auth)
        ).json.data.items.map((c: { id: string }) => c.id),
        q,
      ).toEqual([ids.comma]);
    expect((await t.call('GET', '/api/pass-users?q=4860', undefined, auth)).json.data.total).toBe(1);
    expect((await t.call('GET', '/api/pass-users?q=99', undefined, auth)).json.data.total).toBe(0);
    const byEmail = await t.call('GET', '/api/pass-users?q=EMOJI@', undefined, auth);
    expect(byEmail.json.data.items.map((c: { id: string }) => c.id)).toEqual([ids.emoji]);
    expect((await t.call('GET', '/api/pass-users?q=%25', undefined, auth)).json.data.total).toBe(0);
    const byCard = await t.call('GET', `/api/pass-users?cardId=${surveyCardId}`, undefined, auth);
    expect(byCard.json.data.total).toBe(3);
    expect(byCard.json.data.items[0]).toMatchObject({
      cardName: 'Survey card',
      status: 'not_installed',
      wallet: 'none',
    });
  });

  it('filters by install status and by the day the customer was added', async () => {
    await t.database.db.execute(
      sql`update pass_holders set installed_at = now(), apple_devices = 1 where id = ${ids.quotes}`,
    );
    await t.database.db.execute(
      sql`update pass_holders set installed_at = now(), google_state = 'removed' where id = ${ids.emoji}`,
    );
    const status = async (s: string) =>
      (await t.call('GET', `/api/pass-users?status=${s}`, undefined, auth)).json.data.items.map(
        (c: { id: string }) => c.id,
      );
    expect(await status('installed')).toEqual([ids.quotes]);
    expect(await status('deleted')).toEqual([ids.emoji]);
    expect(await status('not_installed')).toHaveLength(6);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await t.call('GET', `/api/pass-users?dateFrom=${today}&dateTo=${today}`, undefined, auth)).json.data
        .total,
    ).toBe(8);
    expect((await t.call('GET', '/api/pass-users?dateTo=2001-01-01', undefined, auth)).json.data.total).toBe(
      0,
    );
    // The days are the viewer's: Kiritimati (UTC+14) and Pago Pago (UTC−11) never share a date,
    // so Kiritimati's today is always another day in Pago Pago, whatever the hour of the run.
    const kiritimatiToday = new Date().toLocaleDateString('sv-SE', { timeZone: 'Pacific/Kiritimati' });
    const onThatDay = async (tz: string) =>
      (
        await t.call(
          'GET',
          `/api/pass-users?dateFrom=${kiritimatiToday}&dateTo=${kiritimatiToday}&tz=${encodeURIComponent(tz)}`,
          undefined,
          auth,
        )
      ).json.data.total;
    expect(await onThatDay('Pacific/Kiritimati')).toBe(8);
    expect(await onThatDay('Pacific/Pago_Pago')).toBe(0);
  });

  it('refuses bad filters with a message naming the field', async () => {
    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['status=gone', 'status'],
      ['sort=password', 'sort'],
      ['dateFrom=2026-13-45', 'dateFrom'],
      ['dateFrom=2026-02-01&dateTo=2026-01-01', 'dateTo'],
      ['cardId=nope', 'cardId'],
      ['segment=nope', 'segment'],
      // Coercion alone read these as pages 16 and 100.
      ['page=0x10', 'page'],
      ['pageSize=1e1', 'pageSize'],
    ]) {
      const res = await t.call('GET', `/api/pass-users?${query}`, undefined, auth);
      expect(res.status, query).toBe(400);
      expect(res.json.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("keeps each business to its own customers: another business's holder is a 404", async () => {
    expect((await t.call('GET', '/api/pass-users', undefined, other)).json.data.total).toBe(0);
    expect((await t.call('GET', `/api/pass-users/${ids.comma}/details`, undefined, other)).status).toBe(404);
    expect((await t.call('DELETE', `/api/pass-users/${ids.comma}`, undefined, other)).status).toBe(404);
    expect((await t.call('GET', '/api/pass-users', undefined, {})).status).toBe(401);
  });
});

describe('customer details and actions', () => {
  it('shows the counters, answers and the ledger history with who changed the pass', async () => {
    const action = await t.call(
      'POST',
      `/api/pass-users/${ids.quotes}/action`,
      { actionId: 'add_stamp', value: 3 },
      auth,
    );
    expect(action.status).toBe(200);
    const details = await t.call('GET', `/api/pass-users/${ids.quotes}/details`, undefined, auth);
    expect(details.status).toBe(200);
    expect(details.json.data).toMatchObject({
      id: ids.quotes,
      name: NAMES.quotes,
      stamps: 3,
      maxStamps: 10,
      rewardsAvailable: 0,
      allowedActions: ['add_stamp', 'redeem_reward'],
      status: 'installed',
      wallet: 'apple',
    });
    expect(details.json.data.validationCode).toMatch(/\S/);
    expect(details.json.data.lastActivityAt).not.toBeNull();
    expect(details.json.data.history).toEqual([
      expect.objectContaining({
        actorType: 'user',
        actorName: 'customers@example.com',
        action: 'add_stamp',
        stampsDelta: 3,
        stampsAfter: 3,
        notes: 'Action performed via dashboard',
      }),
    ]);
    const [surveyHolder] = await rows<{ id: string }>(
      sql`select id from pass_holders where email = 'survey0@example.com'`,
    );
    const survey = await t.call('GET', `/api/pass-users/${surveyHolder!.id}/details`, undefined, auth);
    expect(survey.json.data.answers).toEqual([
      { key: 'drink', label: 'Favourite drink', type: 'select', value: 'Tea' },
      { key: 'extras', label: 'Extras', type: 'checkbox', value: ['Oat milk'] },
      expect.objectContaining({ key: 'birthday', label: 'Birthday' }),
    ]);
  });

  it('deletes a customer with their history', async () => {
    const id = await addCustomer(cardId, 'Short Lived', 'short@example.com');
    await t.call('POST', `/api/pass-users/${id}/action`, { actionId: 'add_stamp' }, auth);
    const res = await t.call('DELETE', `/api/pass-users/${id}`, undefined, auth);
    expect(res.json).toEqual({ success: true, message: 'Customer deleted', data: { id } });
    expect((await t.call('GET', `/api/pass-users/${id}/details`, undefined, auth)).status).toBe(404);
    expect((await t.call('DELETE', `/api/pass-users/${id}`, undefined, auth)).status).toBe(404);
    expect(await rows(sql`select 1 from holder_ledger where holder_id = ${id}`)).toEqual([]);
  });
});

describe('export (GET /api/pass-users/export)', () => {
  const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true });

  it('reads empty and "all" filters as none, and a full ISO date-time as its day (requirements §7 export query)', async () => {
    const all = await t.call('GET', `/api/pass-users/export?cardId=${cardId}`, undefined, auth);
    for (const query of [
      `cardId=${cardId}&status=&dateFrom=&dateTo=`,
      `cardId=${cardId}&status=all&dateFrom=2000-01-01T00:00:00.000Z`,
    ]) {
      const answer = await t.call('GET', `/api/pass-users/export?${query}`, undefined, auth);
      expect(answer.status, query).toBe(200);
      expect(answer.text).toBe(all.text);
    }
    expect((await t.call('GET', '/api/pass-users/export?cardId=all', undefined, auth)).status).toBe(200);
    expect((await t.call('GET', '/api/pass-users/export?dateFrom=yesterday', undefined, auth)).status).toBe(
      400,
    );
    // Dates in the wrong order are refused by the export as by the list (it answered an empty file).
    expect(
      await t.call('GET', '/api/pass-users/export?dateFrom=2026-12-31&dateTo=2026-01-01', undefined, auth),
    ).toMatchObject({ status: 400, json: { code: 'validation.date_range_invalid', field: 'dateTo' } });
    // Days the database cannot hold were a 500 on the list and ended the process on the export.
    for (const path of ['/api/pass-users', '/api/pass-users/export'])
      for (const dates of ['dateFrom=0000-01-01', 'dateTo=9999-12-31', 'dateTo=2026-02-30'])
        expect(await t.call('GET', `${path}?${dates}`, undefined, auth), `${path}?${dates}`).toMatchObject({
          status: 400,
          json: { code: 'validation.date_invalid' },
        });
  });

  it('streams RFC 4180 CSV with a BOM that an independent parser reads back, formulas neutralised', async () => {
    const raw = await t.app.request(`/api/pass-users/export?cardId=${cardId}&sort=name`, { headers: auth });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    const res = {
      status: raw.status,
      headers: raw.headers,
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    };
    expect(res.status).toBe(200);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="passusers_${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    expect(res.text).toContain('\r\n');
    const parsed = parse(res.text.slice(1));
    expect(parsed.errors).toEqual([]);
    const [header, ...body] = parsed.data;
    expect(header!.slice(0, 5)).toEqual(['Name', 'Email', 'Phone', 'Card', 'Status']);
    expect(body.map((r) => r[0])).toEqual([
      `'${NAMES.formula}`,
      NAMES.quotes,
      NAMES.newline,
      NAMES.emoji,
      NAMES.comma,
    ]);
    // A phone number starting with + is not a formula and stays as typed.
    expect(body.find((r) => r[0] === NAMES.comma)![2]).toBe('+48 600 100 200');
    // Without tz, dates are UTC, to the minute, in a form every spreadsheet reads.
    expect(header![13]).toBe('Created at (UTC)');
    const created = await createdAtOf(ids.comma);
    expect(body.find((r) => r[0] === NAMES.comma)![13]).toBe(
      created.toISOString().slice(0, 16).replace('T', ' '),
    );
  });

  it('writes Polish words, semicolons and Warsaw times for a Polish reader (Accept-Language, tz)', async () => {
    const res = await t.call(
      'GET',
      `/api/pass-users/export?cardId=${cardId}&fields=name,status,wallet,createdAt,isTest&sort=name&tz=Europe/Warsaw`,
      undefined,
      { ...auth, 'Accept-Language': 'pl-PL,pl;q=0.9,en;q=0.8' },
    );
    expect(res.status).toBe(200);
    const [headerLine] = res.text.split('\r\n');
    expect(headerLine).toBe('Imię i nazwisko;Status;Portfel;Utworzono (Europe/Warsaw);Klient testowy');
    const parsed = Papa.parse<string[]>(res.text, { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    // A comma is no separator here, so "Smith, Anna" needs no quotes.
    expect(res.text).toContain(`\r\n${NAMES.comma};`);
    const anna = parsed.data.find((r) => r[0] === NAMES.comma)!;
    // Written another way than the server does (sv-SE writes "YYYY-MM-DD HH:mm:ss").
    const warsaw = (await createdAtOf(ids.comma)).toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw' });
    expect(anna).toEqual(['Smith, Anna', 'Niezainstalowana', 'Poza portfelem', warsaw.slice(0, 16), 'Nie']);
    expect(parsed.data.find((r) => r[0] === NAMES.quotes)!.slice(1, 3)).toEqual([
      'Zainstalowana',
      'Apple Wallet',
    ]);

    const unknown = await t.call('GET', '/api/pass-users/export?tz=Europe/Atlantis', undefined, auth);
    expect(unknown).toMatchObject({ status: 400, json: { code: 'validation.invalid' } });
    expect(unknown.json.message).toMatch(/^tz: /);
  });

  it('writes the chosen columns and the data-collection answers headed as asked', async () => {
    const res = await t.call(
      'GET',
      `/api/pass-users/export?cardId=${surveyCardId}&fields=name,stamps&customFieldHeaderMode=both&sort=name`,
      undefined,
      auth,
    );
    const [header, first] = parse(res.text).data;
    expect(header).toEqual([
      'Name',
      'Stamps',
      'Favourite drink (drink)',
      'Extras (extras)',
      'Birthday (birthday)',
    ]);
    expect(first).toEqual(['Survey 0', '0', 'Tea', 'Oat milk', expect.stringMatching(/^1990-/)]);
    const plain = await t.call(
      'GET',
      `/api/pass-users/export?cardId=${surveyCardId}&fields=name&includeCustomFields=false`,
      undefined,
      auth,
    );
    expect(parse(plain.text).data[0]).toEqual(['Name']);
    const bad = await t.call('GET', '/api/pass-users/export?fields=name,password', undefined, auth);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^fields: /);
  });
});

describe('segments (GET /api/segmentation/predefined)', () => {
  it('counts predefined and auto-generated segments in the database, and filters customers by one', async () => {
    const res = await t.call('GET', '/api/segmentation/predefined', undefined, auth);
    expect(res.status).toBe(200);
    const { segments, stats } = res.json.data as {
      segments: {
        key: string;
        customerCount: number;
        isAutoGenerated: boolean;
        sourceField: string | null;
        sourceValue: string | null;
      }[];
      stats: Record<string, number>;
    };
    const count = (key: string) => segments.find((s) => s.key === key)?.customerCount;
    expect(stats.customers).toBe(8);
    expect(count('new_customers')).toBe(8);
    expect(count('active')).toBe(1);
    expect(count('lost')).toBe(0);
    expect(count('birthdays')).toBe(1);
    expect(count(`field:${surveyCardId}:drink:Tea`)).toBe(2);
    expect(count(`field:${surveyCardId}:drink:Coffee`)).toBe(1);
    expect(count(`field:${surveyCardId}:extras:Oat milk`)).toBe(2);
    expect(count(`field:${surveyCardId}:extras:Sugar`)).toBe(1);
    expect(stats.auto).toBe(4);
    expect(stats.all).toBe(stats.predefined! + stats.auto!);
    expect(segments.find((s) => s.key === `field:${surveyCardId}:extras:Sugar`)).toMatchObject({
      isAutoGenerated: true,
      sourceField: 'extras',
      sourceValue: 'Sugar',
    });
    const tea = await t.call(
      'GET',
      `/api/pass-users?segment=${encodeURIComponent(`field:${surveyCardId}:drink:Tea`)}`,
      undefined,
      auth,
    );
    expect(tea.json.data.items.map((c: { name: string }) => c.name).sort()).toEqual(['Survey 0', 'Survey 1']);
  });

  it("counts one card's holders in the segments its holders can be in (the message composer's)", async () => {
    const of = async (card: string) => {
      const res = await t.call('GET', `/api/segmentation/predefined?cardId=${card}`, undefined, auth);
      expect(res.status).toBe(200);
      return res.json.data as {
        segments: { key: string; customerCount: number }[];
        stats: { customers: number };
      };
    };
    const survey = await of(surveyCardId);
    expect(survey.stats.customers).toBe(3);
    expect(survey.segments.find((s) => s.key === 'new_customers')?.customerCount).toBe(3);
    expect(survey.segments.find((s) => s.key === `field:${surveyCardId}:drink:Tea`)?.customerCount).toBe(2);
    const demo = await of(cardId);
    expect(demo.stats.customers).toBe(5);
    // The same id in capitals is the same card, as on every other route.
    expect((await of(cardId.toUpperCase())).stats.customers).toBe(5);
    expect(demo.segments.some((s) => s.key.startsWith(`field:${surveyCardId}`))).toBe(false);
    const bad = await t.call('GET', '/api/segmentation/predefined?cardId=../x', undefined, auth);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^cardId: /);
    const foreign = await t.call('GET', `/api/segmentation/predefined?cardId=${cardId}`, undefined, other);
    expect(foreign.status).toBe(404);
  });
});

describe('a segment as the audience of a message (POST /api/message segmentKey)', () => {
  it("sends only to the card's holders in the segment", async () => {
    const tea = await t.call(
      'POST',
      '/api/message',
      {
        message: 'Tea lovers: a free refill today',
        businessCardId: surveyCardId,
        segmentKey: `field:${surveyCardId}:drink:Tea`,
      },
      auth,
    );
    expect(tea.json).toMatchObject({ success: true, recipients: 2 });
    const unknown = await t.call(
      'POST',
      '/api/message',
      { message: 'Hi', businessCardId: surveyCardId, segmentKey: `field:${cardId}:drink:Tea` },
      auth,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/^segmentKey: /);
  });
});

describe('dashboard (GET /api/dashboard/stats)', () => {
  it('counts the ledger, installs and messages per bucket, reading rolled-up hours once', async () => {
    const stats = async (query: string) => {
      const res = await t.call('GET', `/api/dashboard/stats?${query}`, undefined, auth);
      expect(res.status, query).toBe(200);
      return res.json.data;
    };
    const holder = ids.comma;
    // A scan three hours ago: the first read rolls its hour up into ledger_hourly.
    await t.database.db.execute(sql`
      insert into holder_ledger (business_id, holder_id, card_id, actor_type, actor_id, action, stamps_delta,
        points_delta, stamps_after, points_after, rewards_redeemed_after, notes, created_at)
      select business_id, id, card_id, 'device', 'till', 'add_stamp', 2, 0, 2, 0, 0, '', date_trunc('hour', now()) - interval '3 hours'
      from pass_holders where id = ${holder}`);
    // An install three hours ago is rolled up with them.
    await t.database.db.execute(
      sql`update pass_holders set installed_at = date_trunc('hour', now()) - interval '3 hours' where id = ${ids.newline}`,
    );
    const before = await stats('range=24h');
    expect(before.buckets).toHaveLength(24);
    const threeHoursAgo = before.buckets[20];
    expect(threeHoursAgo).toMatchObject({ stampsGiven: 2, scans: 1, installs: 1 });
    expect(
      await rows(sql`select stamps_given::int, installs from ledger_hourly where card_id = ${cardId}`),
    ).toEqual([{ stamps_given: 2, installs: 1 }]);
    // A change now is read from the ledger itself; reading again counts nothing twice.
    await t.call('POST', `/api/pass-users/${holder}/action`, { actionId: 'add_stamp', value: 4 }, auth);
    for (let i = 0; i < 2; i++) {
      const after = await stats('range=24h');
      expect(after.totals.stampsGiven.value - before.totals.stampsGiven.value).toBe(4);
      expect(after.totals.scans.value).toBe(1);
      expect(after.buckets[20]).toEqual(threeHoursAgo);
      const sums = after.buckets.reduce((n: number, b: { stampsGiven: number }) => n + b.stampsGiven, 0);
      expect(sums).toBe(after.totals.stampsGiven.value);
    }
    const week = await stats('range=7d&tz=Europe/Warsaw');
    expect(week.bucket).toBe('day');
    expect(week.buckets).toHaveLength(7);
    expect(week.totals.installs.value).toBe(3);
    expect(week.activePasses).toBe(1);
    // Customers: all of the business's holders, and those who joined in the period (a new customer is
    // not an install: most holders here never added their pass to a wallet).
    const business = sql`(select business_id from pass_holders where id = ${holder})`;
    const [everyone] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pass_holders where business_id = ${business}`,
    );
    const [joined] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pass_holders where business_id = ${business} and created_at >= ${week.from}::timestamptz`,
    );
    expect(everyone!.n).toBeGreaterThan(1);
    expect(week.customers).toBe(everyone!.n);
    expect(week.totals.newCustomers.value).toBe(joined!.n);
    expect(week.buckets.reduce((n: number, b: { newCustomers: number }) => n + b.newCustomers, 0)).toBe(
      joined!.n,
    );
    const card = await stats(`range=30d&cardId=${surveyCardId}`);
    expect(card.buckets).toHaveLength(30);
    expect(card.totals.stampsGiven.value).toBe(0);
    expect((await t.call('GET', '/api/dashboard/stats?range=1y', undefined, auth)).status).toBe(400);
    expect((await t.call('GET', '/api/dashboard/stats?tz=Mars/Olympus', undefined, auth)).status).toBe(400);
    expect((await t.call('GET', `/api/dashboard/stats?cardId=${cardId}`, undefined, other)).status).toBe(404);
  });
});

describe("the card-testing wizard's test customer", () => {
  it('is listed and exported as a test customer, but counted in no statistic or segment', async () => {
    const read = async (path: string) => {
      const res = await t.call('GET', path, undefined, auth);
      expect(res.status, path).toBe(200);
      return res.json.data;
    };
    const counts = async () => {
      const stats = await read('/api/dashboard/stats?range=7d');
      const segments = await read('/api/segmentation/predefined');
      return {
        customers: stats.customers,
        newCustomers: stats.totals.newCustomers.value,
        installs: stats.totals.installs.value,
        activePasses: stats.activePasses,
        everyone: segments.stats.customers,
        newSegment: segments.segments.find((s: { key: string }) => s.key === 'new_customers').customerCount,
      };
    };
    const before = await counts();
    const made = await t.call(
      'POST',
      '/api/pass/validation/test-customer',
      { cardId, name: 'Owner testing', email: 'customers@example.com' },
      auth,
    );
    expect(made.status).toBe(200);
    // Installed in a wallet, as the wizard's next step does.
    await t.database.db.execute(
      sql`update pass_holders set installed_at = now(), google_state = 'saved' where is_test and card_id = ${cardId}`,
    );
    expect(await counts()).toEqual(before);

    const list = await read(`/api/pass-users?cardId=${cardId}&sort=-createdAt`);
    expect(list.items[0]).toMatchObject({ name: 'Owner testing', isTest: true });
    expect(list.items.slice(1).every((c: { isTest: boolean }) => !c.isTest)).toBe(true);
    const csv = await t.call(
      'GET',
      `/api/pass-users/export?cardId=${cardId}&fields=name,isTest`,
      undefined,
      auth,
    );
    const parsed = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Name', 'Test customer']);
    expect(parsed).toContainEqual(['Owner testing', 'Yes']);
    expect(parsed).toContainEqual([NAMES.comma, 'No']);
  });
});
