import { createHttpMessageGateway } from '#adapters/http/message-gateway.adapter.ts';
import * as messaging from '#domain/messaging/index.ts';
import { loadCardStats, sendMessage } from '#domain/messaging/index.ts';
import * as shared from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Messages to a card's holders and its statistics. */
export const wireMessaging = ({ container, client }: WebWiringContext) => {
  container.bind(messaging.MessageGatewayToken).toConstantValue(createHttpMessageGateway(client));
  const messageDeps = { gateway: messaging.MessageGatewayToken };
  const bindMessaging = shared.sliceBinder(container, messaging.MessagingUseCases);
  bindMessaging({ sendMessage, loadCardStats }, messageDeps);
};
