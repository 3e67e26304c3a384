import { CARD_ERRORS, type CardRepository } from '../cards/index.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { WalletStatus } from '../wallet/index.ts';
import type { TestRunReader, TestStatusGateway } from './test-run.port.ts';
import { testStatus, type TestStatus } from './test-status.ts';
import { startWizard } from './wizard.ts';

/**
 * The card-testing wizard's progress for one of the business's published cards, from what was
 * recorded (`GET /api/business-card/{id}/test-status`).
 */
export const cardTestStatus =
  ({
    cards,
    runs,
    wallet,
  }: {
    cards: Pick<CardRepository, 'find'>;
    runs: TestRunReader;
    wallet: WalletStatus;
  }) =>
  async (businessId: string, cardId: string): Promise<Result<TestStatus>> => {
    const card = await cards.find(businessId, cardId);
    if (!card || card.deletedAt || !card.isPublished) return err(domainError(CARD_ERRORS.notFound));
    const { usesScanner } = startWizard(card.content);
    return ok(testStatus(await runs.facts(businessId, card.id), wallet, { usesScanner }));
  };

/** The wizard asks for its card's checks (polled while a step waits). */
export const loadTestStatus =
  ({ gateway }: { gateway: TestStatusGateway }) =>
  (cardId: string): Promise<Result<TestStatus>> =>
    gateway.status(cardId);
