import { createCardRepository } from '#adapters/persistence/card.repository.ts';
import * as cards from '#domain/cards/index.ts';
import {
  createCard,
  createDemoCard,
  discardCardDraft,
  getCard,
  listCards,
  publishCard,
  restoreCard,
  trashCard,
  updateCard,
} from '#domain/cards/index.ts';
import * as files from '#domain/files/index.ts';
import * as loyalty from '#domain/loyalty/index.ts';
import * as shared from '#domain/shared/index.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** Cards: design, publish, trash. */
export const wireCards = ({ container, db }: WiringContext) => {
  container.bind(cards.CardRepositoryToken).toConstantValue(createCardRepository(db));
  const cardDeps = {
    cards: cards.CardRepositoryToken,
    ...idsAndClock,
  };
  const stored = { cards: cards.CardRepositoryToken, clock: shared.ClockToken };
  const bindCards = shared.sliceBinder(container, cards.CardUseCases);
  bindCards({ listCards, getCard }, { cards: cards.CardRepositoryToken });
  bindCards(
    { createCard, updateCard },
    {
      ...cardDeps,
      uploads: files.UploadRepositoryToken,
      pointsRules: loyalty.AccrualConfigRepositoryToken,
    },
  );
  bindCards({ publishCard }, { ...stored, jobs: shared.JobQueueToken });
  bindCards({ trashCard, restoreCard, discardCardDraft }, stored);
  bindCards({ createDemoCard }, cardDeps);
};
