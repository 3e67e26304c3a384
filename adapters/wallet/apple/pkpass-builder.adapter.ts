import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { signManifest, type SigningIdentity } from './cms-signer.adapter.ts';
import { storedZip } from './stored-zip.ts';

/** Files of a pass bundle by path (pass.json, icon.png, logo@2x.png, …). */
export type PassFiles = Readonly<Record<string, Uint8Array>>;

const isHidden = (path: string) =>
  path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

/** What a caller may cache about a file it re-uses in many passes. */
export interface FileChecksums {
  /** SHA-1 (hex), as manifest.json lists it. */
  readonly sha1: string;
  /** CRC-32, as the zip headers carry it. */
  readonly crc: number;
}

/** The checksums of a file's bytes. */
export const checksumsOf = (bytes: Uint8Array): FileChecksums => ({
  sha1: sha1Hex(bytes),
  crc: crc32(bytes),
});

const sha1Hex = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/**
 * Builds a signed .pkpass: the files as given, manifest.json with the SHA-1 of exactly those
 * bytes, the detached CMS signature of the manifest, all stored (not deflated) at the zip root.
 * Hidden files are dropped: they would break the manifest on the device. `cached` lets a caller
 * pass the checksums of files it re-uses (the images of a design), so only pass.json, the
 * manifest and the signature are hashed per pass.
 */
export const buildPkpass = (
  files: PassFiles,
  identity: SigningIdentity,
  signingTime: Date,
  cached: Readonly<Record<string, FileChecksums>> = {},
): Uint8Array => {
  if (!files['pass.json']) throw new Error('a pass needs pass.json');
  if (!files['icon.png']) throw new Error('a pass needs icon.png (Wallet will not open it otherwise)');
  const entries = Object.entries(files).filter(
    ([path]) => !isHidden(path) && path !== 'manifest.json' && path !== 'signature',
  );
  const manifest: Record<string, string> = {};
  for (const [path, bytes] of entries) manifest[path] = cached[path]?.sha1 ?? sha1Hex(bytes);
  const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
  const signature = signManifest(manifestBytes, identity, signingTime);
  return storedZip(
    [
      ...entries.map(([path, bytes]) => ({ path, bytes, crc: cached[path]?.crc })),
      { path: 'manifest.json', bytes: manifestBytes },
      { path: 'signature', bytes: signature },
    ],
    signingTime,
  );
};
