/**
 * Passdeck's domain library: the business rules shared by the browser app, the API
 * server and third-party clients. Pure TypeScript; depends only on zod and decimal.js.
 */
export * from './shared/index.ts';
export * from './auth/index.ts';
export * from './cards/index.ts';
export * from './loyalty/index.ts';
export * from './testing-wizard/index.ts';
export * from './billing/index.ts';
export * from './integrations/index.ts';
export * from './messaging/index.ts';
export * from './get-pass/index.ts';
export * from './invitations/index.ts';
export * from './customers/index.ts';
export * from './scanner/index.ts';
export * from './help/index.ts';
export * from './files/index.ts';
export * from './designer/index.ts';
export * from './wallet/index.ts';
export * from './support/index.ts';
export * from './dashboard/index.ts';
export * from './segments/index.ts';
export * from './team/index.ts';
