export * from './pass-preview.ts';
export * from './main-fields.ts';
export * from './stamp-strip.ts';
export * from './readability.ts';
