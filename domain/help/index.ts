export * from './help.ts';
