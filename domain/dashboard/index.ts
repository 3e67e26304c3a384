export * from './dashboard-stats.ts';
export * from './dashboard-client.use-case.ts';
export * from './first-steps.ts';
export * from './tokens.ts';
