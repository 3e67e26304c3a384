import { createHttpAccrualGateway } from '#adapters/http/accrual-gateway.adapter.ts';
import { createHttpMessageGateway } from '#adapters/http/message-gateway.adapter.ts';
import * as loyalty from '#domain/loyalty/index.ts';
import * as messaging from '#domain/messaging/index.ts';
import { bindUseCase } from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Messages to a card's holders and its statistics. */
export const wireMessaging = ({ container, client }: WebWiringContext) => {
  container.bind(messaging.MessageGatewayToken).toConstantValue(createHttpMessageGateway(client));
  const messageDeps = { gateway: messaging.MessageGatewayToken };
  bindUseCase(container, messaging.SendMessage, messaging.sendMessage, messageDeps);
  bindUseCase(container, messaging.LoadCardStats, messaging.loadCardStats, messageDeps);
};

/** Points rules. */
export const wireLoyalty = ({ container, client }: WebWiringContext) => {
  container.bind(loyalty.AccrualGatewayToken).toConstantValue(createHttpAccrualGateway(client));
  const accrualDeps = { gateway: loyalty.AccrualGatewayToken };
  bindUseCase(container, loyalty.LoadAccrualConfigs, loyalty.loadAccrualConfigs, accrualDeps);
  bindUseCase(container, loyalty.SaveAccrualConfig, loyalty.saveAccrualConfig, accrualDeps);
  bindUseCase(container, loyalty.SetAccrualArchived, loyalty.setAccrualArchived, accrualDeps);
};
