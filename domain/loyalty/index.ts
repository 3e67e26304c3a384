export * from './accrual.ts';
export * from './levels.ts';
