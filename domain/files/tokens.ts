import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { FileStore, ImageCodec, UploadRepository } from './image-upload.ts';

export const ImageCodecToken = createToken<ImageCodec>('files.ImageCodec');
export const FileStoreToken = createToken<FileStore>('files.FileStore');
export const UploadRepositoryToken = createToken<UploadRepository>('files.UploadRepository');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const FileUseCases: UseCaseTokens<Omit<typeof slice, 'FileUseCases'>> = useCaseTokens('files');
