import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CardContent } from '#domain/cards/index.ts';
import type { PlanFeature } from '#domain/billing/index.ts';
import type { ItemRule, SpendRule } from '#domain/loyalty/index.ts';
import type { SegmentCriteria } from '#domain/segments/index.ts';
import type { LedgerPurchase } from '#domain/scanner/index.ts';
import { GOOGLE_OBJECT_STATES, type CollectedValue } from '#domain/wallet/index.ts';
import { nameKeyDefinition, nameSortKey } from './name-sort.ts';

/** Every time column is a `timestamptz`: instants, whatever the server's time zone. */
const at = (name: string) => timestamp(name, { withTimezone: true });

const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
};

/** When a row was made and last changed, both set by the repository's clock (no database default). */
const writtenAt = () => ({
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The row a row belongs to, by its uuid: always set, and deleting that row deletes this one. */
const parentId = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** The business a row belongs to (architecture §7): deleting the business deletes its rows. */
const businessId = () => parentId('business_id', () => businesses.id);

/**
 * Versions of what a pass shows (Apple's `passesUpdatedSince` tags and ETags): one sequence for
 * holders and cards, so a device's passes compare on one scale and two changes never share a
 * version, even within one millisecond.
 */
export const passVersionSeq = pgSequence('pass_version_seq');
const nextPassVersion = sql`nextval('pass_version_seq')`;

/**
 * Columns that version what a pass shows: the version and the database time it was taken
 * (`clock_timestamp()`, the moment of the write, not of the request), set on insert and by every
 * write that changes the pass.
 */
const passVersionColumns = (prefix: string) => ({
  version: bigint(`${prefix}_version`, { mode: 'number' }).notNull().default(nextPassVersion),
  versionAt: at(`${prefix}_version_at`)
    .notNull()
    .default(sql`clock_timestamp()`),
});

/** The `.set()` part of a write that changes what a pass shows: a new version, stamped now. */
export const newPassVersion = () => ({ version: nextPassVersion, versionAt: sql`clock_timestamp()` });

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey(),
  name: text('name'),
  type: text('type'),
  logoUrl: text('logo_url'),
  address: text('address'),
  timeZone: text('time_zone'),
  country: text('country'),
  currency: text('currency'),
  /**
   * Set only for businesses made before billing existed: their trial runs from then, not from
   * their creation. Null: the trial ends 30 days after `created_at`.
   */
  trialEndsAt: at('trial_ends_at'),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    profileImage: text('profile_image'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    onboardingCompletedAt: at('onboarding_completed_at'),
    /** Null for accounts made before sign-up required a verified address. */
    emailVerifiedAt: at('email_verified_at'),
    /** The member's role in the business (not the platform `role` above). */
    teamRole: text('team_role').notNull().default('owner'),
    language: text('language'),
    ...timestamps,
  },
  (t) => [index('users_business_id_idx').on(t.businessId)],
);

/**
 * A signed-in device: one per log-in, shared by the refresh tokens that rotate from it (their
 * family). Ending it revokes its refresh tokens and, within seconds, its access tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: parentId('user_id', () => users.id),
    userAgent: text('user_agent'),
    lastSeenAt: at('last_seen_at').notNull(),
    endedAt: at('ended_at'),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Requests for a code by mail (verification, reset, email change); secrets kept as digests. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    codeDigest: text('code_digest'),
    linkDigest: text('link_digest'),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/** The proofs a verified code gives (verificationToken, resetToken), spent once. */
export const codeGrants = pgTable('code_grants', {
  tokenDigest: text('token_digest').primaryKey(),
  purpose: text('purpose').notNull(),
  email: text('email').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Invitations to join a business's team; the token is kept as a digest. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenDigest: text('token_digest').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The language the mail is written in. */
    language: text('language').notNull().default('en'),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('team_invitations_business_email_idx').on(t.businessId, t.email)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: parentId('user_id', () => users.id),
    /** The session (`sessions.id`) the token rotates within. */
    familyId: uuid('family_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server instance (login throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/** Secrets generated on first start, so that all instances on one database share them. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** Cards: `content` is what passes serve; `draft` holds edits of a published card until they are published. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    passType: text('pass_type').notNull(),
    content: jsonb('content').$type<CardContent>().notNull(),
    draft: jsonb('draft').$type<CardContent>(),
    editDraftId: uuid('edit_draft_id'),
    isPublished: boolean('is_published').notNull().default(false),
    ...writtenAt(),
    publishedAt: at('published_at'),
    deletedAt: at('deleted_at'),
    /** Taken at every publish: the live design of every pass of the card changed. */
    ...passVersionColumns('publish'),
  },
  (t) => [index('cards_business_idx').on(t.businessId, t.deletedAt, t.createdAt)],
);

/** Uploaded images, re-encoded; the file lives in DATA_DIR/uploads. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    file: text('file').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('uploads_business_idx').on(t.businessId)],
);

/** Issued passes (the spec's "pass users"): identity on the phone and loyalty state. */
export const passHolders = pgTable(
  'pass_holders',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    cardId: parentId('card_id', () => cards.id),
    serialNumber: text('serial_number').notNull().unique(),
    authenticationToken: text('authentication_token').notNull().unique(),
    barcodeMessage: text('barcode_message').notNull().unique(),
    /** The code printed under the QR code, typed at the counter when the camera fails. */
    shortCode: text('short_code').notNull(),
    stamps: integer('stamps').notNull().default(0),
    points: integer('points').notNull().default(0),
    redeemedAt: at('redeemed_at'),
    rewardsRedeemed: integer('rewards_redeemed').notNull().default(0),
    googleState: text('google_state', { enum: GOOGLE_OBJECT_STATES }).notNull().default('none'),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    data: jsonb('data').$type<Record<string, CollectedValue>>().notNull().default({}),
    validationCode: text('validation_code'),
    codeIssuedAt: at('code_issued_at'),
    validatedAt: at('validated_at'),
    dataCollectedAt: at('data_collected_at'),
    /** The last message sent to the card's holders; Apple shows it on the back with a change message. */
    message: text('message'),
    messageAt: at('message_at'),
    /** First time a wallet took the pass (Apple registration or Google save): install statistics. */
    installedAt: at('installed_at'),
    /** The card-testing wizard's test customer: the wizard checks its own pass, not a real customer's. */
    isTest: boolean('is_test').notNull().default(false),
    /** First download of the pass file or save link (Apple, Google or PDF): the wizard's install check. */
    downloadedAt: at('downloaded_at'),
    /**
     * Apple devices registered for the pass, kept with the registrations: "still in a wallet"
     * (customer status, active passes) without a join at 100,000 holders.
     */
    appleDevices: integer('apple_devices').notNull().default(0),
    /** The customers page's name order, kept by the database (see `name-sort.ts`). */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(nameKeyDefinition(sql.raw('"name"'))),
    /** The last change of the pass's counters (a ledger row): visit-based segments. */
    lastActivityAt: at('last_activity_at'),
    ...writtenAt(),
    /** Taken by every write that changes what the holder's pass shows (counters, message, details). */
    ...passVersionColumns('pass'),
  },
  (t) => [
    index('pass_holders_card_idx').on(t.cardId, t.createdAt),
    index('pass_holders_installed_idx').on(t.cardId, t.installedAt),
    index('pass_holders_test_idx')
      .on(t.cardId, t.createdAt)
      .where(sql`${t.isTest}`),
    uniqueIndex('pass_holders_code_idx').on(t.cardId, t.validationCode),
    uniqueIndex('pass_holders_short_code_idx').on(t.businessId, t.shortCode),
    index('pass_holders_business_idx').on(t.businessId, t.createdAt),
    index('pass_holders_business_installed_idx').on(t.businessId, t.installedAt),
    // The customers page sorted by name, deep pages included.
    index('pass_holders_business_name_key_idx').on(t.businessId, nameSortKey(t.nameKey, false), t.id),
    index('pass_holders_business_name_key_desc_idx').on(t.businessId, nameSortKey(t.nameKey, true), t.id),
    // Passes in a wallet now (active passes on the dashboard), counted from a small index.
    index('pass_holders_in_wallet_idx')
      .on(t.businessId, t.cardId)
      .where(sql`${t.googleState} = 'saved' or ${t.appleDevices} > 0`),
    // Its text search in name, email and phone (trigrams answer LIKE '%…%').
    index('pass_holders_search_idx').using(
      'gin',
      sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.phone})) gin_trgm_ops`,
    ),
    // A phone searched by its digits, however it was typed when stored ("+351 912 345 678").
    index('pass_holders_phone_digits_idx').using(
      'gin',
      sql`(regexp_replace(${t.phone}, '[^0-9]', '', 'g')) gin_trgm_ops`,
    ),
  ],
);

/** Apple Wallet devices that asked for updates, and which passes each one holds (web service protocol). */
export const appleRegistrations = pgTable(
  'apple_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => passHolders.serialNumber, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.serialNumber] }),
    index('apple_registrations_serial_idx').on(t.serialNumber),
  ],
);

/** The durable job queue (architecture §7): claimed with FOR UPDATE SKIP LOCKED, retried, dead-lettered. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    /** Set when the last try failed: the job stays for inspection and is never claimed again. */
    deadAt: at('dead_at'),
    ...timestamps,
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`dead_at is null`),
  ],
);

/** Notifying Google updates sent per object, to stay within 3 per 24 hours. */
export const googleNotifications = pgTable(
  'google_notifications',
  {
    objectId: text('object_id').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('google_notifications_object_idx').on(t.objectId, t.sentAt)],
);

/** Nonces of Google save/delete callbacks already handled (Google retries deliveries). */
export const googleCallbackNonces = pgTable('google_callback_nonces', {
  nonce: text('nonce').primaryKey(),
  ...timestamps,
});

/** Scanner device keys (requirements §3): only a SHA-256 digest of the key is kept. */
export const scannerDevices = pgTable(
  'scanner_devices',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    deviceName: text('device_name').notNull(),
    keyDigest: text('key_digest').notNull().unique(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('scanner_devices_business_idx').on(t.businessId, t.createdAt)],
);

/**
 * Every change of a pass's counters (who, what, the deltas and the balance after), so balances
 * can always be explained; an idempotency key makes a replayed request change nothing.
 */
export const holderLedger = pgTable(
  'holder_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessId(),
    holderId: parentId('holder_id', () => passHolders.id),
    /** The holder's card (a pass never changes card): statistics per card without a join. */
    cardId: uuid('card_id').notNull(),
    actorType: text('actor_type', { enum: ['device', 'user'] }).notNull(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    stampsDelta: integer('stamps_delta').notNull(),
    pointsDelta: integer('points_delta').notNull(),
    stampsAfter: integer('stamps_after').notNull(),
    pointsAfter: integer('points_after').notNull(),
    rewardsRedeemedAfter: integer('rewards_redeemed_after').notNull(),
    redeemedAtAfter: at('redeemed_at_after'),
    notes: text('notes').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    /** The request the idempotency key was used for, so a key sent with another amount is refused. */
    request: text('request'),
    /** A purchase's amount, currency and items, for the customer's history; null for other actions. */
    purchase: jsonb('purchase').$type<LedgerPurchase>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('holder_ledger_holder_idx').on(t.holderId, t.id),
    index('holder_ledger_business_time_idx').on(t.businessId, t.createdAt),
    index('holder_ledger_card_time_idx').on(t.cardId, t.createdAt),
    uniqueIndex('holder_ledger_idempotency_idx').on(t.businessId, t.idempotencyKey),
  ],
);

/** Points rules (requirements §3 accrual config); archived instead of deleted. Amounts are decimal strings. */
export const accrualConfigs = pgTable(
  'accrual_configs',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['spend', 'items', 'hybrid'] }).notNull(),
    spend: jsonb('spend').$type<SpendRule | null>(),
    items: jsonb('items').$type<ItemRule[]>().notNull(),
    notesEnabled: boolean('notes_enabled').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    ...writtenAt(),
  },
  (t) => [index('accrual_configs_business_idx').on(t.businessId, t.createdAt)],
);

/** Messages sent to the holders of a card, with the fan-out's progress. */
export const cardMessages = pgTable(
  'card_messages',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    cardId: parentId('card_id', () => cards.id),
    text: text('text').notNull(),
    /** The segment's criteria when the message went to a segment of the card's holders. */
    audience: jsonb('audience').$type<SegmentCriteria>(),
    /** The one holder a message goes to (the wizard's test message); null for the card's holders. */
    holderId: uuid('holder_id').references(() => passHolders.id, { onDelete: 'cascade' }),
    recipients: integer('recipients').notNull(),
    delivered: integer('delivered').notNull().default(0),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('card_messages_card_idx').on(t.cardId, t.createdAt),
    index('card_messages_business_idx').on(t.businessId, t.createdAt),
    index('card_messages_holder_idx')
      .on(t.holderId, t.createdAt)
      .where(sql`${t.holderId} is not null`),
  ],
);

/**
 * Ledger totals and installs per card and hour, for the dashboard: rolled up from `holder_ledger`
 * and `pass_holders.installed_at` for whole hours a few minutes past (the recent tail is read from
 * the sources themselves), so statistics over a million ledger rows read a few thousand rows and
 * scans never wait on a shared counter row.
 */
export const ledgerHourly = pgTable(
  'ledger_hourly',
  {
    businessId: businessId(),
    cardId: uuid('card_id').notNull(),
    hour: at('hour').notNull(),
    installs: integer('installs').notNull().default(0),
    scans: integer('scans').notNull(),
    stampsGiven: bigint('stamps_given', { mode: 'number' }).notNull(),
    pointsGiven: bigint('points_given', { mode: 'number' }).notNull(),
    rewardsRedeemed: integer('rewards_redeemed').notNull(),
    couponsRedeemed: integer('coupons_redeemed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.hour] }),
    index('ledger_hourly_business_idx').on(t.businessId, t.hour),
  ],
);

/** How far the ledger is rolled up (one row): every ledger row before `rolledUpTo` is in `ledger_hourly`. */
export const ledgerRollup = pgTable('ledger_rollup', {
  id: integer('id').primaryKey(),
  rolledUpTo: at('rolled_up_to').notNull(),
});

/** Money columns: exact decimals, read as strings ("49.99"), never floats. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The plans on offer (issue 24), seeded from the domain's catalogue; an operator may edit the rows. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  interval: text('interval').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  annualOnly: boolean('annual_only').notNull().default(false),
  isTrialEnabled: boolean('is_trial_enabled').notNull().default(false),
  features: jsonb('features').$type<PlanFeature[]>().notNull(),
  price: money('price').notNull(),
  currencies: jsonb('currencies').$type<Record<string, string>>().notNull(),
  stripePriceIds: jsonb('stripe_price_ids').$type<Record<string, string>>().notNull().default({}),
});

/**
 * A business's subscription: one row per business, written when it changes (a business without
 * one is on the trial that started with it). For Stripe, only the webhook writes it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    trialEndsAt: at('trial_ends_at'),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialUsed: boolean('trial_used').notNull().default(true),
    referralCode: text('referral_code'),
    providerEventAt: at('provider_event_at'),
    /** Unused value kept from plan changes (like a Stripe customer balance), taken off later charges. */
    creditBalance: money('credit_balance').notNull().default('0.00'),
    ...writtenAt(),
  },
  (t) => [
    index('subscriptions_provider_customer_idx').on(t.providerCustomerId),
    index('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
  ],
);

/** A built-in checkout waiting for its business's confirmation. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    currency: text('currency').notNull(),
    referralCode: text('referral_code'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [index('checkout_sessions_business_idx').on(t.businessId)],
);

/** Invoice numbers: one sequence, so two confirmations never share a number. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq');

/** The built-in provider's invoices. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    businessId: businessId(),
    number: text('number').notNull().unique(),
    planId: text('plan_id').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    /** The credit balance taken off this invoice: it billed `amount + creditApplied` before credit. */
    creditApplied: money('credit_applied').notNull().default('0.00'),
    /** The plan's list price and the referral discount taken off it, for the invoice's lines. */
    listPrice: money('list_price'),
    discountAmount: money('discount_amount').notNull().default('0.00'),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('invoices_business_idx').on(t.businessId, t.createdAt)],
);

/** Referral codes and the discount each gives (requirements §3 referral discount info). */
export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  discountType: text('discount_type').notNull(),
  discountValue: numeric('discount_value', { precision: 12, scale: 2 }).notNull(),
  active: boolean('active').notNull().default(true),
});

/** Provider (Stripe) webhook events already applied, by id: a replay changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  receivedAt: at('received_at').notNull(),
});
