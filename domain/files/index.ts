export * from './image-upload.ts';
export * from './tokens.ts';
