export * from './pass-holder.ts';
export * from './apple-pass.ts';
export type { PassHolderRepository } from './pass-holder.repository.port.ts';
export * from './prepare-pass.use-case.ts';
export * from './tokens.ts';
export type { PassRenderer } from './pass-renderer.port.ts';
export * from './google-pass.ts';
export * from './apple-web-service.ts';
export * from './holder-previews.ts';
