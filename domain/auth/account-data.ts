import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './user.ts';

/** Every record of a business, for its export and its deletion. */
export interface AccountDataStore {
  /** The business's rows, table by table, without credentials (password, token and key digests). */
  records(businessId: string): Promise<Readonly<Record<string, readonly Record<string, unknown>[]>>>;
  /** The names of the business's uploaded files in the file store. */
  uploadFiles(businessId: string): Promise<readonly string[]>;
  /** Deletes the business and every row that belongs to it, in one transaction; what went. */
  erase(
    businessId: string,
  ): Promise<{ cards: number; customers: number; members: number; memberIds: readonly string[] } | null>;
}

/** One file of an archive: JSON data or CSV rows. */
export type ArchiveEntry =
  | { readonly name: string; readonly json: unknown }
  | { readonly name: string; readonly csv: AsyncIterable<readonly string[]> };

/** Writes a zip archive. */
export interface ArchiveWriter {
  zip(entries: readonly ArchiveEntry[]): Promise<Uint8Array>;
}

/** `DELETE /api/users/me`: the password, to be sure it is the owner at the keyboard. */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' }),
});

/** What deleting an account answers (and the server logs). */
export const AccountDeletedSchema = z.object({
  deleted: z.literal(true),
  cards: z.number().int(),
  customers: z.number().int(),
  members: z.number().int(),
});
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;
