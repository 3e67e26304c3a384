import { createToken } from '../shared/token.ts';
import type { CardRepository } from './card.repository.port.ts';
import type { CardGateway } from './card-gateway.port.ts';
import type { Geocoder } from './geocoder.port.ts';
import type {
  deleteCard,
  loadCardForEditing,
  loadCards,
  publishCardNow,
  restoreCardFromTrash,
  saveCard,
  uploadCardImage,
} from './card-client-use-cases.ts';
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

// Browser side
export const CardGatewayToken = createToken<CardGateway>('cards.CardGateway');
export const LoadCards = createToken<ReturnType<typeof loadCards>>('cards.LoadCards');
export const LoadCardForEditing =
  createToken<ReturnType<typeof loadCardForEditing>>('cards.LoadCardForEditing');
export const SaveCard = createToken<ReturnType<typeof saveCard>>('cards.SaveCard');
export const PublishCardNow = createToken<ReturnType<typeof publishCardNow>>('cards.PublishCardNow');
export const DeleteCard = createToken<ReturnType<typeof deleteCard>>('cards.DeleteCard');
export const RestoreCardFromTrash = createToken<ReturnType<typeof restoreCardFromTrash>>(
  'cards.RestoreCardFromTrash',
);
export const UploadCardImage = createToken<ReturnType<typeof uploadCardImage>>('cards.UploadCardImage');
export const GeocoderToken = createToken<Geocoder>('cards.Geocoder');
