import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardInputSchema, demoCardContent } from '#domain/cards/index.ts';
import { aPassHolder } from '../../../test/fakes/wallet-fakes.ts';
import { createApplePassRenderer } from './apple-pass-renderer.adapter.ts';
import { generateDevelopmentChain, loadPrivateKey, parseCertificate } from './dev-certificates.ts';

const holder = (stamps: number) => aPassHolder({ stamps });

let renderer: ReturnType<typeof createApplePassRenderer>;
let identity: Parameters<typeof createApplePassRenderer>[0]['identity'];
let png: Buffer;
const reads: string[] = [];
const issuer = {
  passTypeIdentifier: 'pass.app.passdeck.dev',
  teamIdentifier: 'PASSDECK01',
  organizationName: 'P',
};
beforeAll(async () => {
  const chain = await generateDevelopmentChain('pass.app.passdeck.dev', 'PASSDECK01');
  png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();
  identity = {
    signer: parseCertificate(chain.signerPem),
    intermediate: parseCertificate(chain.wwdrPem),
    key: loadPrivateKey(chain.signerKeyPem),
  };
  renderer = createApplePassRenderer({
    issuer,
    identity,
    readUpload: async (url) => {
      reads.push(url);
      return new Uint8Array(png);
    },
    now: () => new Date('2026-11-22T10:00:00Z'),
  });
}, 30_000);

const stampCard = (logo: string) => {
  const input = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
  return CardInputSchema.parse({
    ...input,
    design: { ...input.design, image: { ...input.design.image, logo, bgImage: '/api/uploads/strip' } },
  });
};

describe('Apple pass renderer', () => {
  it('resizes a design once, keeps the manifest exact, and re-renders when the design changes', async () => {
    reads.length = 0;
    const card = stampCard('/api/uploads/logo-1');
    const [first, second] = await Promise.all([
      renderer.apple(card, holder(1)),
      renderer.apple(card, holder(1)),
    ]);
    expect(reads.sort()).toEqual(['/api/uploads/logo-1', '/api/uploads/strip']);
    for (const pkpass of [first, second]) {
      const files = unzipSync(pkpass);
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['logo@3x.png', 'strip@2x.png', 'icon.png']));
      const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Record<string, string>;
      for (const [path, hash] of Object.entries(manifest))
        expect(createHash('sha1').update(files[path]!).digest('hex'), path).toBe(hash);
    }
    const stripOf = (pkpass: Uint8Array) => unzipSync(pkpass)['strip@2x.png']!;
    expect(stripOf(first)).toEqual(stripOf(second));
    // A stamp more is a new strip: the stamps are drawn into the image, not only written.
    const third = await renderer.apple(card, holder(2));
    expect(stripOf(third)).not.toEqual(stripOf(first));
    const passJson = (pkpass: Uint8Array) =>
      JSON.parse(new TextDecoder().decode(unzipSync(pkpass)['pass.json'])) as { storeCard: unknown };
    expect(JSON.stringify(passJson(third).storeCard)).toContain('2 of 10');

    await renderer.apple(stampCard('/api/uploads/logo-2'), holder(1));
    expect(reads).toContain('/api/uploads/logo-2');
  });

  it('does not keep a failed read for the design', async () => {
    let calls = 0;
    const flaky = createApplePassRenderer({
      issuer,
      identity,
      readUpload: async () => {
        calls += 1;
        if (calls <= 2) throw new Error('store down');
        return new Uint8Array(png);
      },
      now: () => new Date(),
    });
    const card = stampCard('/api/uploads/x');
    await expect(flaky.apple(card, holder(1))).rejects.toThrow('store down');
    expect(unzipSync(await flaky.apple(card, holder(1)))['logo.png']).toBeDefined();
  });
});
