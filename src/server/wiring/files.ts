import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDiskFileStore } from '#adapters/files/disk-file-store.adapter.ts';
import { createSharpImageCodec } from '#adapters/files/sharp-image-codec.adapter.ts';
import { createUploadRepository } from '#adapters/persistence/upload.repository.ts';
import { createInitialLogoCache } from '#adapters/wallet/initial-logo-renderer.adapter.ts';
import * as files from '#domain/files/index.ts';
import { deleteUpload, uploadImage } from '#domain/files/index.ts';
import * as shared from '#domain/shared/index.ts';
import { InitialLogoRendererToken, ReadUploadToken, UploadFilesToken } from '../tokens.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** Uploaded images on disk, and how pass renderers read them. */
export const wireFiles = ({ container, config, db }: WiringContext) => {
  const uploadFiles = createDiskFileStore(join(config.dataDir, 'uploads'));
  container.bind(UploadFilesToken).toConstantValue(uploadFiles);
  container.bind(InitialLogoRendererToken).toConstantValue(createInitialLogoCache());
  container.bind(files.FileStoreToken).toConstantValue(uploadFiles);
  container.bind(files.ImageCodecToken).toConstantValue(createSharpImageCodec());
  container.bind(files.UploadRepositoryToken).toConstantValue(createUploadRepository(db));
  const fileDeps = { files: files.FileStoreToken, uploads: files.UploadRepositoryToken };
  const bindFiles = shared.sliceBinder(container, files.FileUseCases);
  bindFiles(
    { uploadImage },
    {
      ...fileDeps,
      codec: files.ImageCodecToken,
      ...idsAndClock,
    },
  );
  bindFiles({ deleteUpload }, fileDeps);
  // Pass images come from the business's uploads; a missing file just leaves the image out.
  container.bind(ReadUploadToken).toConstantValue(async (url: string) => {
    const path = uploadFiles.pathOf(url.replace(/^\/api\/uploads\//, ''));
    return path
      ? readFile(path).then(
          (bytes) => new Uint8Array(bytes),
          () => null,
        )
      : null;
  });
};
