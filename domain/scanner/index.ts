export * from './device-key.ts';
