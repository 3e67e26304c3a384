import type { Result } from '../shared/result.ts';
import type { CardStatistics } from './card-statistics.use-case.ts';

/** Who a message goes to besides the card: a segment of its holders, or one holder (the test customer). */
export interface MessageAudience {
  readonly segmentKey?: string | null;
  readonly passUserId?: string | null;
}

/** The dashboard's view of `POST /api/message` and the card statistics. */
export interface MessageGateway {
  send(
    businessCardId: string,
    message: string,
    audience: MessageAudience,
  ): Promise<Result<{ recipients: number }>>;
  stats(cardId: string): Promise<Result<CardStatistics>>;
}
