export * from './message.ts';
export type {
  CardMessageCounts,
  CardMessageRepository,
  DeliveredBatch,
  StoredCardMessage,
} from './card-message.repository.port.ts';
export * from './send-message.use-case.ts';
export * from './card-statistics.use-case.ts';
export type { MessageAudience, MessageGateway } from './message-gateway.port.ts';
export * from './message-client.use-case.ts';
export * from './tokens.ts';
