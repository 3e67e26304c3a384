import type { ApiApp } from '../../http/api.ts';
import { registerCardPosterRoute } from './card-poster.route.ts';
import { registerCreateCardRoute } from './create-card.route.ts';
import { registerDeleteCardRoute } from './delete-card.route.ts';
import { registerDemoCardRoute } from './demo-card.route.ts';
import { registerDiscardCardDraftRoute } from './discard-card-draft.route.ts';
import { registerGetCardRoute } from './get-card.route.ts';
import { registerListCardsRoute } from './list-cards.route.ts';
import { registerListTrashRoute } from './list-trash.route.ts';
import { registerPublishCardRoute } from './publish-card.route.ts';
import { registerRestoreCardRoute } from './restore-card.route.ts';
import { registerUpdateCardRoute } from './update-card.route.ts';

/** The cards routes, registered in the order they are matched. */
export const registerCardsRoutes = (app: ApiApp) => {
  registerListCardsRoute(app);
  registerListTrashRoute(app);
  registerDemoCardRoute(app);
  registerCreateCardRoute(app);
  registerGetCardRoute(app);
  registerUpdateCardRoute(app);
  registerDeleteCardRoute(app);
  registerPublishCardRoute(app);
  registerDiscardCardDraftRoute(app);
  registerRestoreCardRoute(app);
  registerCardPosterRoute(app);
};
