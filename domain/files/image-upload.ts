import { z } from 'zod';
import type { ClockAndIds } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';

/** requirements §7 uploads: PNG, JPEG, WebP and GIF, at most 5 MB. */
export const UPLOAD_RULES = Object.freeze({ maxBytes: 5 * 1024 * 1024, cacheSeconds: 24 * 60 * 60 });

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The image type from the file's first bytes (never from its name or declared type), or null. */
export const sniffImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  return null;
};

export const UPLOAD_ERRORS = Object.freeze({
  tooLarge: 'uploads.too_large',
  unsupported: 'uploads.unsupported_type',
  undecodable: 'uploads.undecodable',
  notFound: 'uploads.not_found',
  inUse: 'uploads.in_use',
});

/** A re-encoded image, ready to store. */
export interface EncodedImage {
  readonly bytes: Uint8Array;
  readonly mimeType: string;
  readonly extension: string;
  readonly width: number;
  readonly height: number;
}

/** Decodes and re-encodes an image so that only its pixels are kept (no metadata, no trailing data). */
export interface ImageCodec {
  reencode(bytes: Uint8Array, type: ImageType): Promise<EncodedImage | null>;
}

/** Where image files live. */
export interface FileStore {
  write(name: string, bytes: Uint8Array): Promise<void>;
  remove(name: string): Promise<void>;
}

export interface StoredUpload {
  readonly id: string;
  readonly businessId: string;
  readonly file: string;
  readonly mimeType: string;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
  readonly createdAt: Date;
}

export interface UploadRepository {
  insert(upload: StoredUpload): Promise<void>;
  find(businessId: string, id: string): Promise<StoredUpload | null>;
  delete(businessId: string, id: string): Promise<boolean>;
  /**
   * Whether the business still shows the file: in a card (live, draft or in the trash, which can
   * be restored), as the business's logo or as a team member's picture.
   */
  inUse(businessId: string, file: string): Promise<boolean>;
}

/** The public URL of an uploaded file (requirements §7: served from /api/uploads/{file}). */
export const uploadUrl = (file: string): string => `/api/uploads/${file}`;

/**
 * The file name of an initial logo (`initial-{code point}-{rrggbb}.png`): drawn on request from
 * the name, never stored, so nobody owns it.
 */
export const INITIAL_LOGO_FILE = /^initial-([0-9a-f]{2,6})-([0-9a-f]{6})\.png$/;
const UPLOAD_PATH = /^\/api\/uploads\/([\w-]+)(\.\w+)?$/;

/**
 * Whether an image reference may stand in the business's card or profile (issue 22): one of its
 * own uploads, a generated initial logo, or an https link (the business's own choice, not looked
 * up). Another business's upload is not: its logo would end up in this business's passes.
 */
export const isOwnImage = async (
  uploads: Pick<UploadRepository, 'find'>,
  businessId: string,
  url: string | null | undefined,
): Promise<boolean> => {
  if (!url?.startsWith('/api/uploads/') || INITIAL_LOGO_FILE.test(url.slice('/api/uploads/'.length)))
    return true;
  const id = UPLOAD_PATH.exec(url)?.[1];
  return Boolean(id && (await uploads.find(businessId, id)));
};

/** What an upload answers: the stored image's id, its URL and its size in pixels. */
export const UploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export interface UploadDeps extends ClockAndIds {
  readonly codec: ImageCodec;
  readonly files: FileStore;
  readonly uploads: UploadRepository;
}

/** Checks, re-encodes and stores an uploaded image for a business. */
export const uploadImage =
  ({ codec, files, uploads, ids, clock }: UploadDeps) =>
  async (businessId: string, bytes: Uint8Array): Promise<Result<UploadedImage>> => {
    if (bytes.byteLength > UPLOAD_RULES.maxBytes)
      return err(domainError(UPLOAD_ERRORS.tooLarge, undefined, 'img'));
    const type = sniffImageType(bytes);
    if (!type) return err(domainError(UPLOAD_ERRORS.unsupported, undefined, 'img'));
    const image = await codec.reencode(bytes, type);
    if (!image) return err(domainError(UPLOAD_ERRORS.undecodable, undefined, 'img'));
    const id = ids.id();
    const file = `${id}.${image.extension}`;
    await files.write(file, image.bytes);
    await uploads.insert({
      id,
      businessId,
      file,
      mimeType: image.mimeType,
      bytes: image.bytes.byteLength,
      width: image.width,
      height: image.height,
      createdAt: clock.now(),
    });
    return ok({ id, url: uploadUrl(file), width: image.width, height: image.height });
  };

/**
 * Deletes one of the business's own uploads (another business's id is not found). An image a card
 * or the profile still shows is kept (`inUse`): passes in wallets fetch it by its address, and the
 * card could no longer be saved with a reference to nothing.
 */
export const deleteUpload =
  ({ files, uploads }: Pick<UploadDeps, 'files' | 'uploads'>) =>
  async (businessId: string, idOrFile: string): Promise<Result<void>> => {
    // A client may hold only the image's URL: its file name (`<id>.webp`) names the upload too.
    const id = idOrFile.replace(/\.\w+$/, '');
    const upload = await uploads.find(businessId, id);
    if (upload && (await uploads.inUse(businessId, upload.file)))
      return err(domainError(UPLOAD_ERRORS.inUse));
    if (!upload || !(await uploads.delete(businessId, id))) return err(domainError(UPLOAD_ERRORS.notFound));
    await files.remove(upload.file);
    return ok(undefined);
  };
