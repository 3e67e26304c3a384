export * from './currency.ts';
export * from './plans.ts';
export * from './navigation.ts';
