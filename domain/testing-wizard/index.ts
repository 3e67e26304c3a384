export * from './wizard.ts';
export * from './test-status.ts';
export type { TestRunReader, TestStatusGateway } from './test-run.port.ts';
export * from './test-status.use-case.ts';
export * from './tokens.ts';
