import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthUseCases } from '#domain/auth/index.ts';
import { createPointsRule, createTestApp, issuePass } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

/**
 * Tenant isolation for the ids that travel in queries and bodies (issue 22, part 2; ids in paths
 * are the role matrix's last test): business B aims business A's card, customer, points rule,
 * pass barcode and scan through every signed-in or scanner operation that takes one, with an otherwise valid request. Each is
 * refused or answers only B's own (empty) data, and A's records read the same before and after.
 * An operation that takes a new `…Id` field fails the coverage test until it has a case here.
 */

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: object } }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: object }> };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let document: Document;
let a: Record<string, string>;
let b: Record<string, string>;
const ids = { card: '', customer: '', rule: '', bCard: '', barcode: '', entry: '' };
/** Each business's scanner key. */
const keys = { a: '', b: '' };

const bearer = async (email: string) => {
  const opened = await use(
    t.container,
    AuthUseCases.openAccount,
  )({
    email,
    password: 'orange-kite-41',
    verifiedAt: new Date(),
  });
  if (!opened.ok) throw new Error(email);
  return { authorization: `Bearer ${opened.value.access_token}` };
};

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.call('GET', '/api/openapi.json')).json as Document;
  a = await bearer('a@tenants.test');
  b = await bearer('b@tenants.test');
  ids.card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, a)).json.data._id;
  ids.bCard = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, b)).json.data._id;
  const token = await issuePass(t, ids.card);
  ids.customer = (await t.call('GET', '/api/pass-users', undefined, a)).json.data.items[0].id;
  ids.rule = await createPointsRule(t, a);
  const deviceKey = async (owner: Record<string, string>) =>
    (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Counter' }, owner)).json.data.key as string;
  keys.a = await deviceKey(a);
  keys.b = await deviceKey(b);
  const pass = unzipSync(
    new Uint8Array(await (await t.app.request(`/api/pass/apple/${ids.card}?token=${token}`)).arrayBuffer()),
  );
  ids.barcode = JSON.parse(new TextDecoder().decode(pass['pass.json'])).barcodes[0].message;
  const scanned = await t.call(
    'POST',
    '/api/scanner/action',
    { barcode: ids.barcode, actionId: 'add_stamp', idempotencyKey: 'tenant-a-1' },
    { 'x-device-key': keys.a },
  );
  ids.entry = scanned.json.data.undo.entryId;
});

type Check = (answer: Awaited<ReturnType<typeof t.call>>) => boolean;
const refused: Check = (answer) => answer.status >= 400 && answer.status < 500;
const CASES: Record<string, () => Promise<[answer: Awaited<ReturnType<typeof t.call>>, check: Check]>> = {
  createCard: async () => [
    await t.call(
      'POST',
      '/api/business-card',
      { name: 'X', passType: 'stamp_card', accrualConfigId: ids.rule },
      b,
    ),
    (answer) => answer.status === 400 && answer.json.field === 'accrualConfigId',
  ],
  updateCard: async () => {
    const own = (await t.call('GET', `/api/business-card/${ids.bCard}`, undefined, b)).json.data;
    return [
      await t.call('PUT', `/api/business-card/${ids.bCard}`, { ...own, accrualConfigId: ids.rule }, b),
      (answer) => answer.status === 400 && answer.json.field === 'accrualConfigId',
    ];
  },
  issueCode: async () => [
    await t.call('POST', '/api/pass/validation/issue-code', { cardId: ids.card, name: 'Eve' }, b),
    refused,
  ],
  createValidationUser: async () => [
    await t.call('POST', '/api/pass/validation/create-user', { cardId: ids.card, data: {} }, b),
    refused,
  ],
  createTestCustomer: async () => [
    await t.call(
      'POST',
      '/api/pass/validation/test-customer',
      { cardId: ids.card, name: 'Eve', email: 'eve@tenants.test' },
      b,
    ),
    refused,
  ],
  sendInvitation: async () => [
    await t.call(
      'POST',
      '/api/email/send-invitation',
      { email: 'eve@tenants.test', cardId: ids.card, customerId: ids.customer },
      b,
    ),
    refused,
  ],
  passUserAction: async () => [
    await t.call('POST', `/api/pass-users/${ids.customer}/action`, { actionId: 'add_stamp' }, b),
    (answer) => answer.status === 404,
  ],
  sendMessage: async () => [
    await t.call('POST', '/api/message', { message: 'Hello', businessCardId: ids.card }, b),
    refused,
  ],
  listPassUsers: async () => [
    await t.call('GET', `/api/pass-users?cardId=${ids.card}`, undefined, b),
    (answer) => answer.status === 200 && answer.json.data.items.length === 0,
  ],
  exportPassUsers: async () => [
    await t.call('GET', `/api/pass-users/export?cardId=${ids.card}`, undefined, b),
    (answer) => answer.status === 200 && answer.text.trim().split('\n').length === 1,
  ],
  // B's counter scanning A's customer, or taking back A's scan.
  scanPass: async () => [
    await t.call('POST', '/api/scanner/scan', { barcode: ids.barcode }, { 'x-device-key': keys.b }),
    (answer) => answer.status === 404,
  ],
  scanAction: async () => [
    await t.call(
      'POST',
      '/api/scanner/action',
      { barcode: ids.barcode, actionId: 'add_stamp', idempotencyKey: 'tenant-b-1' },
      { 'x-device-key': keys.b },
    ),
    (answer) => answer.status === 404,
  ],
  undoScanAction: async () => [
    await t.call('POST', '/api/scanner/undo', { entryId: ids.entry }, { 'x-device-key': keys.b }),
    (answer) => answer.status === 404,
  ],
  listSegments: async () => [
    await t.call('GET', `/api/segmentation/predefined?cardId=${ids.card}`, undefined, b),
    refused,
  ],
  dashboardStats: async () => [
    await t.call('GET', `/api/dashboard/stats?cardId=${ids.card}`, undefined, b),
    (answer) =>
      refused(answer) ||
      (answer.status === 200 && Object.values(answer.json.data.totals ?? {}).every((value) => !value)),
  ],
};

/** What business A has, read as A: must be the same after B's attempts. */
const snapshotOfA = async () => ({
  card: (await t.call('GET', `/api/business-card/${ids.card}`, undefined, a)).json,
  customer: (await t.call('GET', `/api/pass-users/${ids.customer}/details`, undefined, a)).json,
  rules: (await t.call('GET', '/api/accrual-configs', undefined, a)).json,
  customers: (await t.call('GET', '/api/pass-users', undefined, a)).json.data.items.length,
  scanned: (await t.call('POST', '/api/scanner/scan', { barcode: ids.barcode }, { 'x-device-key': keys.a }))
    .json,
});

describe('tenant isolation of ids in queries and bodies (issue 22)', () => {
  it('has a case for every signed-in or scanner operation that takes an id in its query or body', () => {
    const resolve = (schema: { $ref?: string; properties?: object }) =>
      schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;
    const needing = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .filter((operation) =>
        (operation.security ?? []).some((scheme) => 'bearerAuth' in scheme || 'deviceKey' in scheme),
      )
      .filter((operation) => {
        const inQuery = (operation.parameters ?? []).some((p) => p.in === 'query' && /Id$/.test(p.name));
        const body = operation.requestBody?.content['application/json']?.schema;
        const inBody =
          body &&
          Object.keys(resolve(body).properties ?? {}).some((key) =>
            /(card|user|customer|config|entry)Id$|^barcode$/i.test(key),
          );
        return inQuery || inBody;
      })
      .map((operation) => operation.operationId);
    expect(needing.length).toBeGreaterThanOrEqual(10);
    expect(needing.filter((operationId) => !CASES[operationId])).toEqual([]);
  });

  it("refuses business A's ids to business B, or answers only B's own data, and changes nothing of A", async () => {
    const before = await snapshotOfA();
    const problems: string[] = [];
    for (const [operationId, run] of Object.entries(CASES)) {
      const [answer, check] = await run();
      if (!check(answer)) problems.push(`${operationId} → ${answer.status} ${answer.text.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });
});
