import type { Result } from '../shared/result.ts';
import type { TestRunFacts, TestStatus } from './test-status.ts';

/** Reads what happened to the newest test customer of a business's card. */
export interface TestRunReader {
  facts(businessId: string, cardId: string): Promise<TestRunFacts>;
}

/** The browser's view of `GET /api/business-card/{id}/test-status`. */
export interface TestStatusGateway {
  status(cardId: string): Promise<Result<TestStatus>>;
}
