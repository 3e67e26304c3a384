export * from './pass-types.ts';
export * from './loyalty-settings.ts';
export * from './design.ts';
export * from './fields.ts';
export * from './location.ts';
export * from './qr.ts';
export * from './data-collection.ts';
export * from './card-stats.ts';
