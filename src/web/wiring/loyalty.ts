import { createHttpAccrualGateway } from '#adapters/http/accrual-gateway.adapter.ts';
import * as loyalty from '#domain/loyalty/index.ts';
import { loadAccrualConfigs, saveAccrualConfig, setAccrualArchived } from '#domain/loyalty/index.ts';
import * as shared from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Points rules. */
export const wireLoyalty = ({ container, client }: WebWiringContext) => {
  container.bind(loyalty.AccrualGatewayToken).toConstantValue(createHttpAccrualGateway(client));
  const accrualDeps = { gateway: loyalty.AccrualGatewayToken };
  const bindLoyalty = shared.sliceBinder(container, loyalty.LoyaltyUseCases);
  bindLoyalty({ loadAccrualConfigs, saveAccrualConfig, setAccrualArchived }, accrualDeps);
};
