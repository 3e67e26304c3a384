import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { CustomerGateway } from './customer-gateway.port.ts';

export const CustomerGatewayToken = createToken<CustomerGateway>('invitations.CustomerGateway');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const InvitationUseCases: UseCaseTokens<Omit<typeof slice, 'InvitationUseCases'>> =
  useCaseTokens('invitations');
