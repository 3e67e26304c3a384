import { createHttpCardGateway } from '#adapters/http/card-gateway.adapter.ts';
import * as cards from '#domain/cards/index.ts';
import { bindUseCase } from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Cards and the designer. */
export const wireCards = ({ container, client }: WebWiringContext) => {
  container.bind(cards.CardGatewayToken).toConstantValue(createHttpCardGateway(client));
  container.bind(cards.GeocoderToken).toConstantValue(cards.noGeocoder);
  const cardDeps = { gateway: cards.CardGatewayToken };
  bindUseCase(container, cards.LoadCards, cards.loadCards, cardDeps);
  bindUseCase(container, cards.LoadCardForEditing, cards.loadCardForEditing, cardDeps);
  bindUseCase(container, cards.SaveCard, cards.saveCard, cardDeps);
  bindUseCase(container, cards.PublishCardNow, cards.publishCardNow, cardDeps);
  bindUseCase(container, cards.DeleteCard, cards.deleteCard, cardDeps);
  bindUseCase(container, cards.RestoreCardFromTrash, cards.restoreCardFromTrash, cardDeps);
  bindUseCase(container, cards.UploadCardImage, cards.uploadCardImage, cardDeps);
};
