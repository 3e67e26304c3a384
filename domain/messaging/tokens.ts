import { createToken } from '../shared/token.ts';
import type { CardMessageRepository } from './card-message.repository.port.ts';
import type { cardStatistics } from './card-statistics.use-case.ts';
import type { MessageGateway } from './message-gateway.port.ts';
import type { loadCardStats, sendMessage } from './message-client.use-case.ts';
import type { sendCardMessage } from './send-message.use-case.ts';

export const CardMessageRepositoryToken = createToken<CardMessageRepository>('messaging.CardMessages');
export const SendCardMessage = createToken<ReturnType<typeof sendCardMessage>>('messaging.SendCardMessage');
export const CardStatisticsToken = createToken<ReturnType<typeof cardStatistics>>('messaging.CardStatistics');
export const MessageGatewayToken = createToken<MessageGateway>('messaging.Gateway');
export const SendMessage = createToken<ReturnType<typeof sendMessage>>('messaging.SendMessage');
export const LoadCardStats = createToken<ReturnType<typeof loadCardStats>>('messaging.LoadCardStats');
