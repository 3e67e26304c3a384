export * from './pass-preview.ts';
