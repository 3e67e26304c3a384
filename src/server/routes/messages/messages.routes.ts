import type { ApiApp } from '../../http/api.ts';
import { registerCardStatsRoute } from './card-stats.route.ts';
import { registerSendMessageRoute } from './send-message.route.ts';

/** The messages routes, registered in the order they are matched. */
export const registerMessagesRoutes = (app: ApiApp) => {
  registerSendMessageRoute(app);
  registerCardStatsRoute(app);
};
