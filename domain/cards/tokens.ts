import { createToken } from '../shared/token.ts';
import type { CardRepository } from './card.repository.port.ts';
import type {
  createCard,
  createDemoCard,
  getCard,
  listCards,
  publishCard,
  restoreCard,
  trashCard,
  updateCard,
} from './card-use-cases.ts';

export const CardRepositoryToken = createToken<CardRepository>('cards.CardRepository');
export const ListCards = createToken<ReturnType<typeof listCards>>('cards.ListCards');
export const GetCard = createToken<ReturnType<typeof getCard>>('cards.GetCard');
export const CreateCard = createToken<ReturnType<typeof createCard>>('cards.CreateCard');
export const UpdateCard = createToken<ReturnType<typeof updateCard>>('cards.UpdateCard');
export const PublishCard = createToken<ReturnType<typeof publishCard>>('cards.PublishCard');
export const TrashCard = createToken<ReturnType<typeof trashCard>>('cards.TrashCard');
export const RestoreCard = createToken<ReturnType<typeof restoreCard>>('cards.RestoreCard');
export const CreateDemoCard = createToken<ReturnType<typeof createDemoCard>>('cards.CreateDemoCard');
