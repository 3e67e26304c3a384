export * from './currency.ts';
export * from './plans.ts';
