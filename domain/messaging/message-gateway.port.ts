import type { Result } from '../shared/result.ts';

/** The dashboard's view of `POST /api/message` and the card statistics. */
export interface MessageGateway {
  send(businessCardId: string, message: string, segmentKey?: string): Promise<Result<{ message: string }>>;
  stats(cardId: string): Promise<Result<unknown>>;
}
