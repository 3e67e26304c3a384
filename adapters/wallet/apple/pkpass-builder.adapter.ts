import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { signManifest, type SigningIdentity } from './cms-signer.adapter.ts';

/** Files of a pass bundle by path (pass.json, icon.png, logo@2x.png, …). */
export type PassFiles = Readonly<Record<string, Uint8Array>>;

const isHidden = (path: string) =>
  path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

/**
 * Builds a signed .pkpass: the files as given, manifest.json with the SHA-1 of exactly those
 * bytes, the detached CMS signature of the manifest, all stored (not deflated) at the zip root.
 * Hidden files are dropped: they would break the manifest on the device.
 */
export const buildPkpass = (files: PassFiles, identity: SigningIdentity, signingTime: Date): Uint8Array => {
  if (!files['pass.json']) throw new Error('a pass needs pass.json');
  if (!files['icon.png']) throw new Error('a pass needs icon.png (Wallet will not open it otherwise)');
  const entries = Object.entries(files).filter(
    ([path]) => !isHidden(path) && path !== 'manifest.json' && path !== 'signature',
  );
  const manifest: Record<string, string> = {};
  for (const [path, bytes] of entries) manifest[path] = createHash('sha1').update(bytes).digest('hex');
  const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
  const signature = signManifest(manifestBytes, identity, signingTime);
  return zipSync(
    { ...Object.fromEntries(entries), 'manifest.json': manifestBytes, signature },
    { level: 0, mtime: signingTime },
  );
};
