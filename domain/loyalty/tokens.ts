import { createToken, useCaseTokens } from '../shared/token.ts';
import type { AccrualConfigRepository } from './accrual-config.repository.port.ts';
import type * as accrualConfigsUseCase from './accrual-configs.use-case.ts';
import type { AccrualGateway } from './accrual-gateway.port.ts';
import type * as accrualClientUseCase from './accrual-client.use-case.ts';

export const AccrualConfigRepositoryToken = createToken<AccrualConfigRepository>('loyalty.AccrualConfigs');
export const AccrualGatewayToken = createToken<AccrualGateway>('loyalty.AccrualGateway');

/** The slice's use cases, one token per factory. */
export const LoyaltyUseCases = useCaseTokens<typeof accrualConfigsUseCase & typeof accrualClientUseCase>(
  'loyalty',
);
