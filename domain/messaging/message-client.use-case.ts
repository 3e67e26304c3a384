import { planRefusalOf } from '../shared/plan-refusal.ts';
import { formatCardStats } from '../cards/index.ts';
import { err, failedAs, ok } from '../shared/result.ts';
import { classifyMessageError, validateMessage, type MessageErrorKind } from './message.ts';
import type { MessageAudience, MessageGateway } from './message-gateway.port.ts';
import { MESSAGE_ERRORS } from './send-message.use-case.ts';

/**
 * What the send-message modal does with an outcome (requirements §8 Message). `recipients` is the
 * number of passes the message goes to: 0 when nobody with the card is in the audience.
 */
export type SendOutcome =
  { kind: 'sent'; recipients: number } | { kind: 'invalid'; code: string } | MessageErrorKind;

/**
 * Sends a message from the modal, to every holder of the card, to a segment of them or to one
 * holder (the card-testing wizard's test customer): empty
 * text and a missing card are refused before sending; a server refusal is sorted into the
 * upgrade modal, the warning or an error (requirements §8).
 */
export const sendMessage =
  ({ gateway }: { gateway: MessageGateway }) =>
  async (
    cardId: string | null | undefined,
    text: string,
    audience: MessageAudience = {},
  ): Promise<SendOutcome> => {
    const checked = validateMessage(text);
    if (!checked.ok)
      return {
        kind: 'invalid',
        code: checked.reason === 'empty' ? MESSAGE_ERRORS.empty : MESSAGE_ERRORS.tooLong,
      };
    if (!cardId?.trim()) return { kind: 'invalid', code: MESSAGE_ERRORS.cardRequired };
    const result = await gateway.send(cardId, checked.value, audience);
    if (result.ok) return { kind: 'sent', recipients: result.value.recipients };
    // A plan's refusal (issue 24) opens the upgrade modal whatever its text says.
    if (planRefusalOf(result.error)) return { kind: 'upgrade' };
    const kind = classifyMessageError(result.error.message);
    // The code lets the screen say it in the reader's language ("no connection" offline); the
    // message is the server's own words only, so that without any the spec's fallback is said
    // through its code (English keeps the spec's spelling).
    return kind.kind === 'error'
      ? {
          kind: 'error',
          code: result.error.code || MESSAGE_ERRORS.sendFailed,
          message: result.error.message?.trim() ?? '',
        }
      : kind;
  };

/** The card stats panel's rows, date and last message progress. */
export const loadCardStats =
  ({ gateway }: { gateway: MessageGateway }) =>
  async (cardId: string) => {
    const result = await gateway.stats(cardId);
    if (!result.ok) return err(failedAs('messaging.stats_failed', result.error));
    const raw = result.value;
    return ok({ ...formatCardStats(raw), lastMessage: raw.lastMessage });
  };

export type CardStatsView = Extract<
  Awaited<ReturnType<ReturnType<typeof loadCardStats>>>,
  { ok: true }
>['value'];
