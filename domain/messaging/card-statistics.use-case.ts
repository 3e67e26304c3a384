import { z } from 'zod';
import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { CardMessageRepository } from './card-message.repository.port.ts';
import { MESSAGE_ERRORS } from './send-message.use-case.ts';

/** The card statistics (requirements §3, spelling included) plus the progress of the last message. */
export const CardStatisticsSchema = z.object({
  meesageSentLast7days: z.number().int().describe('Spelled so (requirements §3)'),
  messagesLastMonth: z.number().int(),
  messagesAllTime: z.number().int(),
  installLast7Days: z.number().int(),
  installLastMonth: z.number().int(),
  installAllTime: z.number().int(),
  activeCards: z.number().int().describe('Passes still in a wallet'),
  createdAt: z.string(),
  lastMessage: z
    .object({
      text: z.string(),
      recipients: z.number().int(),
      delivered: z.number().int(),
      createdAt: z.string(),
      finishedAt: z.string().nullable(),
    })
    .nullable()
    .describe('The last message and how far its delivery got'),
});
export type CardStatistics = z.output<typeof CardStatisticsSchema>;

/** Messages and installs of one card of the business, counted by the database. */
export const cardStatistics =
  ({
    cards,
    messages,
    clock,
  }: {
    cards: Pick<CardRepository, 'find'>;
    messages: CardMessageRepository;
    clock: Clock;
  }) =>
  async (businessId: string, cardId: string): Promise<Result<CardStatistics>> => {
    const card = await cards.find(businessId, cardId);
    if (!card || card.deletedAt) return err(domainError(MESSAGE_ERRORS.cardNotFound));
    const counts = await messages.counts(card.id, clock.now());
    const last = counts.lastMessage;
    return ok({
      meesageSentLast7days: counts.messagesLast7Days,
      messagesLastMonth: counts.messagesLastMonth,
      messagesAllTime: counts.messagesAllTime,
      installLast7Days: counts.installsLast7Days,
      installLastMonth: counts.installsLastMonth,
      installAllTime: counts.installsAllTime,
      activeCards: counts.activeCards,
      createdAt: card.createdAt.toISOString(),
      lastMessage: last && {
        text: last.text,
        recipients: last.recipients,
        delivered: last.delivered,
        createdAt: last.createdAt.toISOString(),
        finishedAt: last.finishedAt?.toISOString() ?? null,
      },
    });
  };
