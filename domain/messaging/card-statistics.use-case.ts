import type { CardRepository, RawCardStats } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { CardMessageRepository } from './card-message.repository.port.ts';
import { MESSAGE_ERRORS } from './send-message.use-case.ts';

/** The card statistics (requirements §3, spelling included) plus the progress of the last message. */
export type CardStatistics = Required<{ [K in keyof RawCardStats]: NonNullable<RawCardStats[K]> }> & {
  readonly lastMessage: {
    readonly text: string;
    readonly recipients: number;
    readonly delivered: number;
    readonly createdAt: string;
    readonly finishedAt: string | null;
  } | null;
};

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
