export * from './pass-holder.ts';
export * from './apple-pass.ts';
