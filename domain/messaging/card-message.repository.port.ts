import type { SegmentCriteria } from '../segments/index.ts';
import type { GoogleObjectState } from '../wallet/index.ts';

/** A message sent to the holders of a card, with the fan-out's progress. */
export interface StoredCardMessage {
  readonly id: string;
  readonly businessId: string;
  readonly cardId: string;
  readonly text: string;
  /** The segment the message goes to; null for every holder of the card. */
  readonly audience: SegmentCriteria | null;
  /** The one holder the message goes to (the card-testing wizard's test customer); null for many. */
  readonly holderId: string | null;
  readonly recipients: number;
  readonly delivered: number;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

/** The holders one fan-out step reached, with their Apple push tokens. */
export interface DeliveredBatch {
  readonly holders: readonly { id: string; serialNumber: string; googleState: GoogleObjectState }[];
  readonly pushTokens: readonly string[];
}

/** Counts behind the card stats panel (requirements §3 card statistics). */
export interface CardMessageCounts {
  readonly messagesLast7Days: number;
  readonly messagesLastMonth: number;
  readonly messagesAllTime: number;
  readonly installsLast7Days: number;
  readonly installsLastMonth: number;
  readonly installsAllTime: number;
  readonly activeCards: number;
  readonly lastMessage: StoredCardMessage | null;
}

/** Messages and their delivery; every holder query is scoped to the message's card. */
export interface CardMessageRepository {
  insert(
    message: Omit<StoredCardMessage, 'recipients' | 'delivered' | 'finishedAt'>,
  ): Promise<StoredCardMessage>;
  find(id: string): Promise<StoredCardMessage | null>;
  /**
   * Writes the message on the next `limit` holders of the card (in its audience) after
   * `afterHolderId` (by id), stamping their update time so wallets fetch the pass again.
   */
  deliverBatch(
    message: StoredCardMessage,
    afterHolderId: string | null,
    limit: number,
    at: Date,
  ): Promise<DeliveredBatch>;
  progress(id: string, delivered: number, finishedAt: Date | null): Promise<void>;
  counts(cardId: string, now: Date): Promise<CardMessageCounts>;
}
