export * from './message.ts';
