export * from './webhook.ts';
