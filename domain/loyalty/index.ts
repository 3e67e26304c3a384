export * from './accrual.ts';
export * from './accrual-config-json.ts';
export * from './levels.ts';
export type { AccrualConfigRepository, StoredAccrualConfig } from './accrual-config.repository.port.ts';
export * from './accrual-configs.use-case.ts';
export * from './tokens.ts';
export type { AccrualGateway } from './accrual-gateway.port.ts';
export * from './accrual-client.use-case.ts';
