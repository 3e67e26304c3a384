import { createCardRepository } from '#adapters/persistence/card.repository.ts';
import * as cards from '#domain/cards/index.ts';
import { bindUseCase, ClockToken, IdGeneratorToken, JobQueueToken } from '#domain/shared/index.ts';
import type { WiringContext } from './wiring-context.ts';

/** Cards: design, publish, trash. */
export const wireCards = ({ container, db }: WiringContext) => {
  container.bind(cards.CardRepositoryToken).toConstantValue(createCardRepository(db));
  const cardDeps = { cards: cards.CardRepositoryToken, ids: IdGeneratorToken, clock: ClockToken };
  const stored = { cards: cards.CardRepositoryToken, clock: ClockToken };
  bindUseCase(container, cards.ListCards, cards.listCards, { cards: cards.CardRepositoryToken });
  bindUseCase(container, cards.GetCard, cards.getCard, { cards: cards.CardRepositoryToken });
  bindUseCase(container, cards.CreateCard, cards.createCard, cardDeps);
  bindUseCase(container, cards.UpdateCard, cards.updateCard, cardDeps);
  bindUseCase(container, cards.PublishCard, cards.publishCard, { ...stored, jobs: JobQueueToken });
  bindUseCase(container, cards.TrashCard, cards.trashCard, stored);
  bindUseCase(container, cards.RestoreCard, cards.restoreCard, stored);
  bindUseCase(container, cards.CreateDemoCard, cards.createDemoCard, cardDeps);
};
