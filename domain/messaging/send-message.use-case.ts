import { z } from 'zod';
import type { CardRepository } from '../cards/index.ts';
import { segmentsFor, type SegmentCriteria } from '../segments/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { parseJobPayload } from '../shared/job-payload.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { NOTICE_MAX_UNITS, WALLET_JOBS, type PassHolderRepository } from '../wallet/index.ts';
import type { CardMessageRepository, StoredCardMessage } from './card-message.repository.port.ts';
import { validateMessage } from './message.ts';

/** Message codes of sending (texts in locales/<lang>/errors.json). */
export const MESSAGE_ERRORS = Object.freeze({
  empty: 'messaging.empty',
  tooLong: 'messaging.too_long',
  cardRequired: 'messaging.card_required',
  cardNotFound: 'messaging.card_not_found',
  segmentNotFound: 'segments.not_found',
  holderNotFound: 'messaging.holder_not_found',
  /** requirements §8: "Failed to Sent Message" (spelled so in English). */
  sendFailed: 'messaging.send_failed',
});

/** `POST /api/message` body; the text's own limit (requirements §9) is checked by `validateMessage`. */
export const SendMessageInputSchema = z.object({
  message: z
    .string()
    .max(NOTICE_MAX_UNITS)
    .describe(
      'At most 178 characters as the reader sees them (an emoji is one), else 400 messaging.too_long; 2000 bounds the raw length',
    ),
  businessCardId: z.string().max(64),
  segmentKey: z
    .string()
    .max(300)
    .optional()
    .describe('Only the card holders in this segment (a key from GET /api/segmentation/predefined)'),
  passUserId: z
    .string()
    .max(64)
    .optional()
    .describe(
      "Only this holder of the card (the card-testing wizard's test message to its test customer); 404 for a holder of another card",
    ),
});
export type SendMessageInput = z.output<typeof SendMessageInputSchema>;

/** What a sent message answers besides the envelope's message: how many holders it was queued for. */
export const SentMessageSchema = z.object({ recipients: z.number().int() });

/** The fan-out job: one batch of holders per run, then the next batch as a new job. */
export const MESSAGE_FANOUT_JOB = 'messaging.fanout';
const FanoutSchema = z.object({ messageId: z.string().min(1), after: z.string().nullable().default(null) });
/** Holders per fan-out step: a step stays short, so a retry redoes little. */
export const FANOUT_BATCH = 500;

/**
 * Sends a message to every holder of a published card of the business (requirements §7 api/message), or
 * only to those of them in a segment (`segmentKey` from the segmentation view), or to one of
 * them (`passUserId`: the card-testing wizard's test message reaches its test customer only):
 * the message is stored and the delivery queued, so a card with 100,000 holders answers at once.
 */
export const sendCardMessage =
  ({
    cards,
    holders,
    messages,
    jobs,
    ids,
    clock,
  }: {
    cards: Pick<CardRepository, 'find' | 'list'>;
    holders: Pick<PassHolderRepository, 'findById'>;
    messages: CardMessageRepository;
    jobs: JobQueue;
    ids: IdGenerator;
    clock: Clock;
  }) =>
  async (businessId: string, input: SendMessageInput): Promise<Result<StoredCardMessage>> => {
    const checked = validateMessage(input.message);
    if (!checked.ok)
      return err(
        domainError(
          checked.reason === 'empty' ? MESSAGE_ERRORS.empty : MESSAGE_ERRORS.tooLong,
          undefined,
          'message',
        ),
      );
    if (!input.businessCardId.trim())
      return err(domainError(MESSAGE_ERRORS.cardRequired, undefined, 'businessCardId'));
    const card = await cards.find(businessId, input.businessCardId);
    if (!card || card.deletedAt || !card.isPublished) return err(domainError(MESSAGE_ERRORS.cardNotFound));
    const now = clock.now();
    let audience: SegmentCriteria | null = null;
    if (input.segmentKey) {
      const segment = segmentsFor(await cards.list(businessId, { trashed: false }), now).find(
        (s) => s.key === input.segmentKey && (s.cardId === null || s.cardId === card.id),
      );
      if (!segment) return err(domainError(MESSAGE_ERRORS.segmentNotFound, undefined, 'segmentKey'));
      audience = segment.criteria;
    }
    let holderId: string | null = null;
    if (input.passUserId) {
      const holder = await holders.findById(businessId, input.passUserId);
      if (!holder || holder.cardId !== card.id)
        return err(domainError(MESSAGE_ERRORS.holderNotFound, undefined, 'passUserId'));
      holderId = holder.id;
    }
    const message = await messages.insert({
      id: ids.id(),
      businessId,
      cardId: card.id,
      text: checked.value,
      audience,
      holderId,
      createdAt: now,
    });
    await jobs.enqueue([{ type: MESSAGE_FANOUT_JOB, payload: { messageId: message.id, after: null } }]);
    return ok(message);
  };

/**
 * The fan-out worker: writes the message on a batch of passes, then asks every phone holding
 * one to update — Apple through a push (the pass's back field carries the text with a change
 * message, so it shows on the lock screen), Google through `addMessage`.
 */
export const messageJobs = (deps: { messages: CardMessageRepository; jobs: JobQueue; clock: Clock }) => ({
  async [MESSAGE_FANOUT_JOB](payload: unknown): Promise<void> {
    const { messageId, after } = parseJobPayload(FanoutSchema, MESSAGE_FANOUT_JOB, payload);
    const message = await deps.messages.find(messageId);
    if (!message) return;
    const now = deps.clock.now();
    const batch = await deps.messages.deliverBatch(message, after, FANOUT_BATCH, now);
    const google = batch.holders
      .filter((h) => h.googleState === 'linked' || h.googleState === 'saved')
      .map((h) => ({
        type: WALLET_JOBS.googleObject,
        payload: { serialNumber: h.serialNumber, message: message.text },
      }));
    const apple = [...new Set(batch.pushTokens)].map((pushToken) => ({
      type: WALLET_JOBS.applePush,
      payload: { pushToken, serialNumber: '*' },
    }));
    const last = batch.holders.at(-1);
    const more = batch.holders.length === FANOUT_BATCH && last;
    const next = more ? [{ type: MESSAGE_FANOUT_JOB, payload: { messageId, after: last.id } }] : [];
    await deps.jobs.enqueue([...apple, ...google, ...next]);
    // A retried step may count its batch twice; the total never exceeds the recipients.
    const delivered = Math.min(message.recipients, message.delivered + batch.holders.length);
    await deps.messages.progress(messageId, delivered, more ? null : now);
  },
});
