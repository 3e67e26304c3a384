import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRepositoryToken, AuthUseCases } from '#domain/auth/index.ts';
import { BillingUseCases } from '#domain/billing/index.ts';
import { canRole, TEAM_ROLES, type TeamAction, type TeamRole } from '#domain/team/index.ts';
import { createPointsRule, createTestApp } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

/**
 * Every operation of the OpenAPI document × owner, admin, staff: the expected answer of each cell
 * comes from this table and the domain's permission table (`canRole`). A route missing from the
 * table fails the test, so no new route ships without a decision on who may call it.
 */
const WHO: Record<string, TeamAction | 'member' | 'public' | 'device' | 'wallet'> = {
  getHealth: 'public',
  contactForm: 'public',
  getPublicCard: 'public',
  getPassRequirements: 'public',
  getDataRequirements: 'public',
  validateCode: 'public',
  submitData: 'public',
  issueHolder: 'public',
  getApplePass: 'public',
  getGooglePass: 'public',
  getPdfPass: 'public',
  getStampStrip: 'public',
  getUpload: 'public',
  getLatestPass: 'wallet',
  listUpdatedPasses: 'wallet',
  registerDevice: 'wallet',
  unregisterDevice: 'wallet',
  logMessages: 'wallet',
  googleCallback: 'wallet',
  getScannerSession: 'device',
  scanPass: 'device',
  scanAction: 'device',
  undoScanAction: 'device',
  register: 'public',
  login: 'public',
  refresh: 'public',
  logout: 'public',
  emailVerificationLink: 'public',
  verifyEmail: 'public',
  resetPassword: 'public',
  verifyResetCode: 'public',
  verifyPassword: 'public',
  acceptInvitation: 'public',
  previewInvitation: 'public',
  googleLogin: 'public',
  googleLoginCallback: 'public',
  authProviders: 'public',
  listSessions: 'member',
  endSession: 'member',
  endOtherSessions: 'member',
  getMe: 'member',
  updateMe: 'member',
  changePassword: 'member',
  patchMe: 'member',
  requestEmailChange: 'member',
  confirmEmailChange: 'member',
  getBusiness: 'member',
  updateBusiness: 'business.edit',
  exportMe: 'data.export',
  deleteMe: 'account.delete',
  listTeam: 'member',
  rating: 'member',
  inviteMember: 'team.manage',
  changeMemberRole: 'team.manage',
  removeMember: 'team.manage',
  listCards: 'cards.read',
  getCard: 'cards.read',
  listTrash: 'cards.read',
  cardPoster: 'cards.read',
  cardStats: 'cards.read',
  dashboardStats: 'cards.read',
  firstSteps: 'cards.read',
  getWalletStatus: 'cards.read',
  createCard: 'cards.write',
  updateCard: 'cards.write',
  deleteCard: 'cards.write',
  publishCard: 'cards.write',
  restoreCard: 'cards.write',
  discardCardDraft: 'cards.write',
  demoCard: 'cards.write',
  uploadImage: 'cards.write',
  deleteUpload: 'cards.write',
  listPassUsers: 'customers.read',
  passUserDetails: 'customers.read',
  invitationStatus: 'customers.read',
  passUserAction: 'customers.act',
  sendInvitation: 'customers.act',
  createValidationUser: 'customers.act',
  issueCode: 'customers.act',
  regenerateCode: 'customers.act',
  exportPassUsers: 'customers.manage',
  deletePassUser: 'customers.manage',
  sendMessage: 'messages.send',
  listAccrualConfigs: 'rules.read',
  listSegments: 'rules.read',
  createAccrualConfig: 'rules.write',
  updateAccrualConfig: 'rules.write',
  createDeviceKey: 'device_keys.manage',
  listDeviceKeys: 'device_keys.manage',
  revokeDeviceKey: 'device_keys.manage',
  cardTestStatus: 'testing.use',
  createTestCustomer: 'testing.use',
  listPlans: 'public',
  previewReferral: 'public',
  stripeWebhook: 'public',
  currentSubscription: 'member',
  discountInfo: 'member',
  subscribe: 'billing.manage',
  cancelSubscription: 'billing.manage',
  resumeSubscription: 'billing.manage',
  paymentHistory: 'billing.manage',
  upcomingInvoice: 'billing.manage',
  paymentMethods: 'billing.manage',
  setDefaultPaymentMethod: 'billing.manage',
  customerPortal: 'billing.manage',
  applyReferral: 'billing.manage',
  getCheckoutSession: 'billing.manage',
  confirmCheckout: 'billing.manage',
  invoicePdf: 'billing.manage',
};

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: { method: string; path: string; operation: Operation }[];
const bearerOf: Partial<Record<TeamRole, Record<string, string>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.call('GET', '/api/openapi.json')).json as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  const open = use(t.container, AuthUseCases.openAccount);
  const owner = await open({
    email: 'owner@matrix.test',
    password: 'orange-kite-41',
    verifiedAt: new Date(),
  });
  if (!owner.ok) throw new Error('owner');
  bearerOf.owner = { authorization: `Bearer ${owner.value.access_token}` };
  const { businessId } = (await use(t.container, AccountRepositoryToken).findById(owner.value._id))!;
  for (const role of ['admin', 'staff'] as const) {
    const made = await open({
      email: `${role}@matrix.test`,
      password: 'orange-kite-41',
      verifiedAt: new Date(),
      join: { businessId, role },
    });
    if (!made.ok) throw new Error(role);
    bearerOf[role] = { authorization: `Bearer ${made.value.access_token}` };
  }
});

const PLACEHOLDER = '00000000-0000-4000-8000-0000000000aa';
const withPath = (path: string) => path.replace(/\{[^}]+\}/g, PLACEHOLDER);

describe('the role matrix (issue 21)', () => {
  it('has a decision for every operation of the API, and none for an operation that is gone', () => {
    const ids = operations.map((o) => o.operation.operationId);
    const missing = ids.filter((id) => !(id in WHO));
    expect(missing, 'operations missing from the role table').toEqual([]);
    expect(
      Object.keys(WHO).filter((id) => !ids.includes(id)),
      'stale entries',
    ).toEqual([]);
  });

  it.each(TEAM_ROLES)('answers %s with 403 exactly where the role may not act', async (role) => {
    const cells: string[] = [];
    for (const { method, path, operation } of operations) {
      const who = WHO[operation.operationId];
      const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s));
      if (!who || !schemes.includes('bearerAuth')) continue;
      const res = await t.call(
        method,
        withPath(path),
        method === 'GET' || method === 'DELETE' ? undefined : {},
        bearerOf[role],
      );
      const allowed = who === 'member' || canRole(role, who as TeamAction);
      const cell = `${role} ${method} ${path} → ${res.status}`;
      if (allowed) {
        if ([401, 403, 500].includes(res.status)) cells.push(`${cell} (expected it to be allowed)`);
      } else if (res.status !== 403 || res.json?.code !== 'team.forbidden') {
        cells.push(`${cell} (expected 403 team.forbidden)`);
      }
    }
    expect(cells).toEqual([]);
  });
  it('keeps the business name and type to the roles that edit the business, also through the onboarding', async () => {
    const profile = { firstName: 'Ola', lastName: 'Berg', businessName: 'Matrix Café', businessType: 'bar' };
    expect((await t.call('PUT', '/api/users/me', profile, bearerOf.owner)).status).toBe(200);
    // A teammate's own onboarding sends the business as it is.
    expect((await t.call('PUT', '/api/users/me', profile, bearerOf.staff)).status).toBe(200);
    for (const change of [{ businessName: 'Renamed by staff' }, { businessType: 'cafe' }]) {
      const res = await t.call('PUT', '/api/users/me', { ...profile, ...change }, bearerOf.staff);
      expect([res.status, res.json?.code]).toEqual([403, 'team.forbidden']);
    }
    const business = (await t.call('GET', '/api/business', undefined, bearerOf.owner)).json.data;
    expect([business.name, business.type]).toEqual(['Matrix Café', 'bar']);
    const byAdmin = await t.call(
      'PUT',
      '/api/users/me',
      { ...profile, businessName: 'Matrix Bar' },
      bearerOf.admin,
    );
    // Admins run the business (requirements §6): its profile is theirs to change.
    expect(byAdmin.status).toBe(200);
  });

  it("keeps another business's owner out of this business's records: not found, never a success", async () => {
    const owner = bearerOf.owner!;
    // On a plan that allows every record below (the matrix above may have ended the trial).
    expect(
      (
        await use(
          t.container,
          BillingUseCases.setPlanByEmail,
        )({ email: 'owner@matrix.test', plan: 'business' })
      ).ok,
    ).toBe(true);
    const checkout = async (planId: string) =>
      String(
        (
          await t.call(
            'POST',
            '/api/stripe/subscriptions',
            { planId, successUrl: 's', cancelUrl: 'c' },
            owner,
          )
        ).json.data.paymentLink,
      )
        .split('/')
        .pop()!;
    await t.call('POST', `/billing/checkout/${await checkout('growth-year')}`, undefined, owner);
    const invoiceId = (await t.call('GET', '/api/stripe/payment-history', undefined, owner)).json.data[0]
      ?.id as string;
    const sessionId = await checkout('business-year');
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, owner)).json
      .data;
    await t.call('POST', '/api/pass/holders', { cardId: card._id });
    const customerId = (await t.call('GET', '/api/pass-users', undefined, owner)).json.data.items[0]
      ?.id as string;
    const ruleId = await createPointsRule(t, owner);
    const device = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, owner)).json.data;
    const image = new FormData();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    image.append('img', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
    const upload = (await t.call('POST', '/api/uploads', image, owner)).json.data;
    const session = (await t.call('GET', '/api/auth/sessions', undefined, owner)).json.data[0].id as string;
    const member = (await t.call('GET', '/api/team', undefined, owner)).json.data.find(
      (m: { role: string }) => m.role === 'staff',
    ).id as string;
    const idsByPath: [RegExp, string][] = [
      [/^\/api\/business-card\//, card._id],
      [/^\/api\/pass-users\//, customerId],
      [/^\/api\/email\/invitation-status\//, customerId],
      [/^\/api\/pass\/validation\/regenerate-code\//, customerId],
      [/^\/api\/accrual-configs\//, ruleId],
      [/^\/api\/auth\/api-keys\//, device.deviceId],
      [/^\/api\/uploads\//, upload.id],
      [/^\/api\/auth\/sessions\//, session],
      [/^\/api\/team\/members\//, member],
      [/^\/(api\/)?billing\/checkout\//, sessionId],
      [/^\/api\/billing\/invoices\//, invoiceId],
    ];
    for (const [, id] of idsByPath) expect(id, 'every kind of record was made').toEqual(expect.any(String));

    const rival = await use(
      t.container,
      AuthUseCases.openAccount,
    )({
      email: 'rival@matrix.test',
      password: 'orange-kite-41',
      verifiedAt: new Date(),
    });
    if (!rival.ok) throw new Error('rival');
    const other = { authorization: `Bearer ${rival.value.access_token}` };
    const cells: string[] = [];
    for (const { method, path, operation } of operations) {
      const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s));
      if (!schemes.includes('bearerAuth') || !path.includes('{')) continue;
      const id = idsByPath.find(([prefix]) => prefix.test(path))?.[1];
      if (!id) {
        cells.push(`${method} ${path}: no record of business A to aim at (add it to idsByPath)`);
        continue;
      }
      const target = path.replace(/\{[^}]+\}/g, id);
      const res = await t.call(
        method,
        target,
        method === 'GET' || method === 'DELETE' ? undefined : {},
        other,
      );
      // Without a body to check first, the answer must be "not found"; with one, a refusal of some kind.
      const ok =
        method === 'GET' || method === 'DELETE' ? res.status === 404 : res.status >= 400 && res.status < 500;
      if (!ok) cells.push(`other business ${method} ${target} → ${res.status}`);
    }
    expect(cells).toEqual([]);
    // Nothing of business A was touched.
    expect((await t.call('GET', `/api/business-card/${card._id}`, undefined, owner)).status).toBe(200);
    expect((await t.call('GET', `/api/pass-users/${customerId}/details`, undefined, owner)).status).toBe(200);
    expect((await t.call('GET', '/api/team', undefined, owner)).json.data).toHaveLength(3);
  });
});
