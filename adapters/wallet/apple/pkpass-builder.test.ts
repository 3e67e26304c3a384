import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { opensslVerifiesDetached } from '../../../test/setup/openssl.ts';
import {
  generateDevelopmentChain,
  loadPrivateKey,
  parseCertificate,
  type DevelopmentChain,
} from './dev-certificates.ts';
import { buildPkpass } from './pkpass-builder.adapter.ts';

let chain: DevelopmentChain;
let icon: Uint8Array;
beforeAll(async () => {
  chain = await generateDevelopmentChain('pass.app.passdeck.dev', 'PASSDECK01');
  icon = new Uint8Array(
    await sharp({ create: { width: 29, height: 29, channels: 4, background: '#7B61FF' } })
      .png()
      .toBuffer(),
  );
}, 30_000);

const identity = () => ({
  signer: parseCertificate(chain.signerPem),
  intermediate: parseCertificate(chain.wwdrPem),
  key: loadPrivateKey(chain.signerKeyPem),
});

describe('pkpass builder', () => {
  it('writes a root-level bundle whose manifest hashes the exact bytes and whose signature verifies', () => {
    const passJson = new TextEncoder().encode(JSON.stringify({ formatVersion: 1, description: 'Ünïcode ✓' }));
    const zip = buildPkpass(
      {
        'pass.json': passJson,
        'icon.png': icon,
        'icon@2x.png': icon,
        '.DS_Store': new Uint8Array([1]),
        '__MACOSX/x': new Uint8Array([2]),
      },
      identity(),
      new Date(),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'icon.png',
      'icon@2x.png',
      'manifest.json',
      'pass.json',
      'signature',
    ]);
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'pass.json']);
    for (const [path, hash] of Object.entries(manifest))
      expect(createHash('sha1').update(files[path]!).digest('hex')).toBe(hash);

    expect(opensslVerifiesDetached(files['manifest.json']!, files.signature!, chain.rootPem)).toBe(true);
  });

  it('refuses a bundle without pass.json or icon.png', () => {
    expect(() => buildPkpass({ 'icon.png': icon }, identity(), new Date())).toThrow(/pass\.json/);
    expect(() => buildPkpass({ 'pass.json': new Uint8Array([123, 125]) }, identity(), new Date())).toThrow(
      /icon\.png/,
    );
  });
});
