import { z } from 'zod';
import {
  CARD_PUBLISHED_JOB,
  COMPUTED_FIELD_KEYS,
  customerNamesOf,
  type CardContent,
  type CardRepository,
} from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue, JobRequest } from '../shared/job-queue.port.ts';
import { parseJobPayload } from '../shared/job-payload.ts';
import { holderPreviews } from './holder-previews.ts';
import { buildGooglePass, type GoogleIssuer } from './google-pass.ts';
import { newPassHolder, type PassHolder } from './pass-holder.ts';
import type {
  ApplePushSender,
  GoogleWalletApi,
  NotifyBudget,
  PushTokenLookup,
  RegistrationCleaner,
} from './pass-updates.port.ts';

/** Jobs that carry a pass change to the phones. */
export const WALLET_JOBS = Object.freeze({
  applePush: 'wallet.apple_push',
  googleObject: 'wallet.google_object',
  googleClass: 'wallet.google_class',
});

export const ApplePushJobSchema = z.object({ pushToken: z.string().min(1), serialNumber: z.string().min(1) });
/**
 * The most UTF-16 units a notice to holders may take. Messages are capped at 178 characters as
 * people see them, and 178 family emoji take 1,958 units: the API and the update job share this
 * bound, or a message the API took would be dead-lettered on its way to Google.
 */
export const NOTICE_MAX_UNITS = 2000;

export const GoogleObjectJobSchema = z.object({
  serialNumber: z.string().min(1),
  /** A short notice for the holder (Google's addMessage), or null for a silent update. */
  message: z.string().max(NOTICE_MAX_UNITS).nullable(),
});
export const GoogleClassJobSchema = z.object({ cardId: z.string().min(1) });

/** Google allows 3 notifying updates per pass per 24 hours (wallet §3.3). */
export const GOOGLE_NOTIFY_BUDGET = Object.freeze({ perWindow: 3, windowMs: 86_400_000 });

/** The jobs that bring a changed holder's pass up to date on every phone that holds it. */
export const holderChangedJobs = async (
  holder: PassHolder,
  tokens: PushTokenLookup,
  message: string | null,
): Promise<JobRequest[]> => {
  const pushes = (await tokens.pushTokens({ serialNumber: holder.serialNumber })).map((pushToken) => ({
    type: WALLET_JOBS.applePush,
    payload: { pushToken, serialNumber: holder.serialNumber },
  }));
  const google =
    holder.googleState === 'linked' || holder.googleState === 'saved'
      ? [{ type: WALLET_JOBS.googleObject, payload: { serialNumber: holder.serialNumber, message } }]
      : [];
  return [...pushes, ...google];
};

/**
 * The text a counter change shows on the phone, worded like Apple's `changeMessage`
 * ("Stamps: 4/10"): the new value of the pass's counter field, or null when it did not change.
 */
export const holderChangeMessage = (
  card: CardContent,
  before: PassHolder,
  after: PassHolder,
): string | null => {
  const position = (holder: PassHolder) => {
    const { front } = holderPreviews(card, holder, 'APPLE');
    return [...front.headerFields, ...front.primaryFields].find(
      (f) => f.key === COMPUTED_FIELD_KEYS.position,
    );
  };
  const old = position(before);
  const now = position(after);
  if (!now || old?.value === now.value) return null;
  return `${now.label || 'Balance'}: ${now.value}`;
};

export interface PassUpdateDeps {
  readonly holders: { findBySerial(serialNumber: string): Promise<PassHolder | null> };
  readonly cards: CardRepository;
  readonly tokens: PushTokenLookup;
  readonly registrations: RegistrationCleaner;
  readonly jobs: JobQueue;
  readonly clock: Clock;
  readonly apns: ApplePushSender | null;
  readonly google: GoogleWalletApi | null;
  readonly budget: NotifyBudget;
  readonly googleIssuer: GoogleIssuer;
}

/**
 * What the workers run for the wallet jobs. A service that is not configured (no APNs
 * certificate, no Google service account) makes its jobs no-ops: passes then update on their
 * next download (architecture §8).
 */
export const passUpdateJobs = (deps: PassUpdateDeps) => ({
  /** One empty push to one device; a 410 forgets the device's registrations. */
  async [WALLET_JOBS.applePush](payload: unknown): Promise<void> {
    const { pushToken } = parseJobPayload(ApplePushJobSchema, WALLET_JOBS.applePush, payload);
    if (!deps.apns) return;
    if ((await deps.apns.push(pushToken)) === 'unregistered')
      await deps.registrations.forgetPushToken(pushToken);
  },
  /** PATCH the holder's Google object to its current state; notify within the daily budget. */
  async [WALLET_JOBS.googleObject](payload: unknown): Promise<void> {
    const { serialNumber, message } = parseJobPayload(
      GoogleObjectJobSchema,
      WALLET_JOBS.googleObject,
      payload,
    );
    if (!deps.google) return;
    const holder = await deps.holders.findBySerial(serialNumber);
    const card = holder && (await deps.cards.findPublished(holder.cardId));
    if (!holder || !card || holder.googleState === 'removed') return;
    const pass = buildGooglePass(card.content, card.id, holder, deps.googleIssuer);
    await deps.google.saveObject(pass.kind, pass.passClass, pass.passObject);
    if (!message) return;
    const now = deps.clock.now();
    const names = customerNamesOf(card.content);
    // The holder reads who wrote: the business, never the card's own (internal) name.
    const messageHeader = names.business || names.pass || deps.googleIssuer.issuerName;
    const notify = await deps.budget.tryConsume(pass.passObject.id, now, GOOGLE_NOTIFY_BUDGET);
    await deps.google.addMessage(
      pass.kind,
      pass.passObject.id,
      { id: `m_${now.getTime()}`, header: messageHeader, body: message },
      notify,
    );
  },
  /** The new design of a card's class (Google applies it to every object of the class). */
  async [WALLET_JOBS.googleClass](payload: unknown): Promise<void> {
    const { cardId } = parseJobPayload(GoogleClassJobSchema, WALLET_JOBS.googleClass, payload);
    if (!deps.google) return;
    const card = await deps.cards.findPublished(cardId);
    if (!card) return;
    const sample = buildGooglePass(card.content, card.id, SAMPLE_HOLDER, deps.googleIssuer);
    await deps.google.saveClass(sample.kind, sample.passClass);
  },
  /** A card was published: every device holding one of its passes fetches the new design. */
  async [CARD_PUBLISHED_JOB](payload: unknown): Promise<void> {
    const { cardId } = parseJobPayload(GoogleClassJobSchema, CARD_PUBLISHED_JOB, payload);
    const pushes = (await deps.tokens.pushTokens({ cardId })).map((pushToken) => ({
      type: WALLET_JOBS.applePush,
      payload: { pushToken, serialNumber: '*' },
    }));
    await deps.jobs.enqueue([...pushes, { type: WALLET_JOBS.googleClass, payload: { cardId } }]);
  },
});

/** Class fields do not depend on the holder; a blank one lets us build the class alone. */
const SAMPLE_HOLDER: PassHolder = newPassHolder(
  { id: () => 'class', secret: () => '', code: () => '' },
  { id: '', businessId: '' },
  new Date(0),
);
