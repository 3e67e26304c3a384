import { createHttpCardGateway } from '#adapters/http/card-gateway.adapter.ts';
import * as cards from '#domain/cards/index.ts';
import {
  deleteCard,
  discardCardChanges,
  loadCardForEditing,
  loadCards,
  publishCardNow,
  restoreCardFromTrash,
  saveCard,
  uploadCardImage,
} from '#domain/cards/index.ts';
import * as shared from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Cards and the designer. */
export const wireCards = ({ container, client }: WebWiringContext) => {
  container.bind(cards.CardGatewayToken).toConstantValue(createHttpCardGateway(client));
  container.bind(cards.GeocoderToken).toConstantValue(cards.noGeocoder);
  const cardDeps = { gateway: cards.CardGatewayToken };
  const bindCards = shared.sliceBinder(container, cards.CardUseCases);
  bindCards(
    {
      loadCards,
      loadCardForEditing,
      saveCard,
      publishCardNow,
      discardCardChanges,
      deleteCard,
      restoreCardFromTrash,
      uploadCardImage,
    },
    cardDeps,
  );
};
