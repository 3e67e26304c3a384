import { createToken } from '../shared/token.ts';
import type { deleteUpload, FileStore, ImageCodec, UploadRepository, uploadImage } from './image-upload.ts';

export const ImageCodecToken = createToken<ImageCodec>('files.ImageCodec');
export const FileStoreToken = createToken<FileStore>('files.FileStore');
export const UploadRepositoryToken = createToken<UploadRepository>('files.UploadRepository');
export const UploadImage = createToken<ReturnType<typeof uploadImage>>('files.UploadImage');
export const DeleteUpload = createToken<ReturnType<typeof deleteUpload>>('files.DeleteUpload');
