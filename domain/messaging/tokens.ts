import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { CardMessageRepository } from './card-message.repository.port.ts';
import type { MessageGateway } from './message-gateway.port.ts';

export const CardMessageRepositoryToken = createToken<CardMessageRepository>('messaging.CardMessages');
export const MessageGatewayToken = createToken<MessageGateway>('messaging.Gateway');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const MessagingUseCases: UseCaseTokens<Omit<typeof slice, 'MessagingUseCases'>> =
  useCaseTokens('messaging');
