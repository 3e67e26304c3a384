export * from './segments.ts';
export * from './list-segments.use-case.ts';
export * from './segment-client.use-case.ts';
export * from './tokens.ts';
