import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  PLAN_CATALOGUE,
  toPlanView,
  startingTrial,
  type BillingRepository,
  type CheckoutSessionRecord,
  type Currency,
  type InvoiceRecord,
  type Plan,
  type PlanType,
  type StoredSubscription,
  type SubscriptionStatus,
  type BillingProviderKind,
} from '#domain/billing/index.ts';
import type { AppDatabase } from './database.ts';
import { isUuid } from './ids.ts';
import { findBusinessRow, insertFirst } from './row-conditions.ts';
import {
  businesses,
  cards,
  checkoutSessions,
  invoices,
  plans,
  providerEvents,
  referralCodes,
  scannerDevices,
  subscriptions,
  users,
} from './schema.ts';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const toPlan = (row: PlanRow): Plan => ({
  _id: row.id,
  name: row.name,
  type: row.type as PlanType,
  interval: row.interval === 'year' ? 'year' : 'month',
  isActive: row.isActive,
  annualOnly: row.annualOnly,
  isTrialEnabled: row.isTrialEnabled,
  features: row.features,
  price: row.price,
  currencies: row.currencies,
  stripePriceId: row.stripePriceIds['USD'] ?? null,
  stripePriceIds: row.stripePriceIds,
});

const toSubscription = (row: SubscriptionRow): StoredSubscription => ({
  businessId: row.businessId,
  planId: row.planId,
  status: row.status as SubscriptionStatus,
  currency: row.currency as Currency,
  provider: row.provider as BillingProviderKind,
  providerCustomerId: row.providerCustomerId,
  providerSubscriptionId: row.providerSubscriptionId,
  trialEndsAt: row.trialEndsAt,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  trialUsed: row.trialUsed,
  referralCode: row.referralCode,
  providerEventAt: row.providerEventAt,
  creditBalance: row.creditBalance,
});

const toInvoice = (row: typeof invoices.$inferSelect): InvoiceRecord => ({
  ...row,
  currency: row.currency as Currency,
  status: 'paid',
});

const toCheckout = (row: typeof checkoutSessions.$inferSelect): CheckoutSessionRecord => ({
  id: row.id,
  businessId: row.businessId,
  planId: row.planId,
  currency: row.currency as Currency,
  referralCode: row.referralCode,
  successUrl: row.successUrl,
  cancelUrl: row.cancelUrl,
  status: row.status === 'completed' ? 'completed' : row.status === 'expired' ? 'expired' : 'open',
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

/** The subscription's columns to write, from the stored shape. */
const subscriptionValues = (subscription: StoredSubscription, at: Date) => ({
  ...subscription,
  createdAt: at,
  updatedAt: at,
});

/**
 * Adds the catalogue's plans that are missing (issue 24: plans live in the database). Rows that
 * exist are left as they are, so an operator's price edits survive restarts; Stripe price ids
 * from the configuration are written over on every start.
 */
export const seedPlans = async (
  db: AppDatabase,
  stripePriceIds: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
) => {
  await db
    .insert(plans)
    .values(
      PLAN_CATALOGUE.map(toPlanView).map(({ _id, stripePriceId: _, ...plan }) => ({
        ...plan,
        id: _id,
        stripePriceIds: {},
      })),
    )
    .onConflictDoNothing();
  for (const [planId, ids] of Object.entries(stripePriceIds))
    await db
      .update(plans)
      .set({ stripePriceIds: { ...ids } })
      .where(eq(plans.id, planId));
};

/** Seeds referral codes that are missing (the demo's WELCOME20). */
export const seedReferralCodes = async (
  db: AppDatabase,
  codes: readonly { code: string; discountType: string; discountValue: string }[],
) => {
  if (codes.length)
    await db
      .insert(referralCodes)
      .values([...codes])
      .onConflictDoNothing();
};

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Inserts or replaces a business's subscription row. */
const writeSubscription = async (tx: AppDatabase | Tx, subscription: StoredSubscription, at: Date) => {
  const { createdAt: _, ...changes } = subscriptionValues(subscription, at);
  await tx
    .insert(subscriptions)
    .values(subscriptionValues(subscription, at))
    .onConflictDoUpdate({ target: subscriptions.businessId, set: changes });
};

/** Inserts an invoice numbered by the database's sequence (never shared, in order). */
const insertInvoice = async (tx: Tx, invoice: Omit<InvoiceRecord, 'number'>) => {
  const [row] = await tx
    .insert(invoices)
    .values({ ...invoice, number: sql`'PD-' || lpad(nextval('invoice_number_seq')::text, 6, '0')` })
    .returning();
  return row ? toInvoice(row) : null;
};

export const createBillingRepository = (db: AppDatabase): BillingRepository => {
  const businessUsage = async (businessId: string, exceptCardId?: string) => {
    const except: SQL | undefined =
      exceptCardId && isUuid(exceptCardId) ? ne(cards.id, exceptCardId) : undefined;
    const [cardCounts] = await db
      .select({
        cards: sql<number>`count(*)::int`,
        published: sql<number>`count(*) filter (where ${cards.isPublished})::int`,
        questions: sql<number>`coalesce(sum(case when ${cards.isPublished} and (${cards.content}->'dataCollection'->>'enabled')::boolean then jsonb_array_length(coalesce(${cards.content}->'dataCollection'->'fields', '[]'::jsonb)) else 0 end), 0)::int`,
      })
      .from(cards)
      .where(and(eq(cards.businessId, businessId), isNull(cards.deletedAt), except));
    const [devices] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(scannerDevices)
      .where(and(eq(scannerDevices.businessId, businessId), isNull(scannerDevices.revokedAt)));
    return {
      publishedCards: cardCounts?.published ?? 0,
      cards: cardCounts?.cards ?? 0,
      scanners: devices?.count ?? 0,
      customQuestions: cardCounts?.questions ?? 0,
      // Custom segments and automations do not exist yet: nothing to count.
      segments: 0,
      automations: 0,
    };
  };

  return {
    async plans() {
      return (await db.select().from(plans).orderBy(asc(plans.id))).map(toPlan);
    },
    async plan(id) {
      const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
      return row ? toPlan(row) : null;
    },
    async subscription(businessId) {
      if (!isUuid(businessId)) return null;
      const [row] = await db
        .select({ subscription: subscriptions, business: businesses })
        .from(businesses)
        .leftJoin(subscriptions, eq(subscriptions.businessId, businesses.id))
        .where(eq(businesses.id, businessId))
        .limit(1);
      if (!row) return null;
      if (row.subscription) return toSubscription(row.subscription);
      const { createdAt, currency, trialEndsAt } = row.business;
      return startingTrial(businessId, createdAt, currency, trialEndsAt);
    },
    async saveSubscription(subscription, at) {
      await writeSubscription(db, subscription, at);
    },
    async subscriptionByProvider(ref) {
      const conditions = [
        ref.subscriptionId ? eq(subscriptions.providerSubscriptionId, ref.subscriptionId) : undefined,
        ref.customerId ? eq(subscriptions.providerCustomerId, ref.customerId) : undefined,
      ].filter(Boolean) as SQL[];
      if (!conditions.length) return null;
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(or(...conditions))
        .limit(1);
      return row ? toSubscription(row) : null;
    },
    usage: businessUsage,
    async createCheckout(session) {
      await db.insert(checkoutSessions).values({ ...session });
    },
    async checkout(businessId, id) {
      const row = await findBusinessRow(db, checkoutSessions, businessId, id);
      return row ? toCheckout(row) : null;
    },
    async completeCheckout(id, at, subscription, invoice, basis) {
      return db.transaction(async (tx) => {
        // The row is locked so a second checkout confirmed together waits, then sees what this one spent.
        const [stored] = await tx
          .select({ credit: subscriptions.creditBalance, start: subscriptions.currentPeriodStart })
          .from(subscriptions)
          .where(eq(subscriptions.businessId, subscription.businessId))
          .for('update');
        if (
          stored &&
          (Number(stored.credit) !== Number(basis.creditBalance) ||
            stored.start?.getTime() !== basis.currentPeriodStart?.getTime())
        )
          return null;
        const claimed = await tx
          .update(checkoutSessions)
          .set({ status: 'completed', completedAt: at })
          .where(
            and(
              eq(checkoutSessions.id, id),
              eq(checkoutSessions.status, 'open'),
              sql`${checkoutSessions.expiresAt} > ${at.toISOString()}`,
            ),
          )
          .returning({ id: checkoutSessions.id });
        if (!claimed.length) return null;
        await writeSubscription(tx, subscription, at);
        return { invoice: invoice ? await insertInvoice(tx, invoice) : null };
      });
    },
    async renew(periodEnd, subscription, invoice) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(subscriptions)
          .set({
            status: subscription.status,
            currentPeriodStart: subscription.currentPeriodStart,
            currentPeriodEnd: subscription.currentPeriodEnd,
            creditBalance: subscription.creditBalance,
            updatedAt: invoice.createdAt,
          })
          .where(
            and(
              eq(subscriptions.businessId, subscription.businessId),
              eq(subscriptions.currentPeriodEnd, periodEnd),
            ),
          )
          .returning({ id: subscriptions.businessId });
        return claimed.length ? insertInvoice(tx, invoice) : null;
      });
    },
    async invoices(businessId) {
      return (
        await db
          .select()
          .from(invoices)
          .where(eq(invoices.businessId, businessId))
          .orderBy(desc(invoices.createdAt), desc(invoices.number))
      ).map(toInvoice);
    },
    async invoice(businessId, id) {
      const row = await findBusinessRow(db, invoices, businessId, id);
      return row ? toInvoice(row) : null;
    },
    async referral(code) {
      const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
      return row ? { ...row } : null;
    },
    recordProviderEvent: (id, at) => insertFirst(db, providerEvents, { id, receivedAt: at }),
    async invoiceBuyer(businessId) {
      const [row] = await db
        .select({ name: businesses.name, address: businesses.address })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1);
      return row ? { name: row.name ?? '', address: row.address?.trim() || null } : null;
    },
    async accountEmail(userId) {
      if (!isUuid(userId)) return null;
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email ?? null;
    },
    async businessOfEmail(email) {
      const [row] = await db
        .select({ businessId: users.businessId })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.businessId ?? null;
    },
  };
};
