import { unzipSync } from 'fflate';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { createApplePassRenderer } from '#adapters/wallet/apple/apple-pass-renderer.adapter.ts';
import {
  generateDevelopmentChain,
  loadPrivateKey,
  parseCertificate,
} from '#adapters/wallet/apple/dev-certificates.ts';
import { CardInputSchema, demoCardContent } from '#domain/cards/index.ts';
import { aPassHolder } from '../fakes/wallet-fakes.ts';

const chain = await generateDevelopmentChain('pass.app.passdeck.dev', 'PASSDECK01');

/** A noisy photo (≈ 1 MB of PNGs in the pass) and a flat logo-like image (a few KB). */
const sources = {
  photo: () =>
    sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: '#7B61FF',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer(),
  flat: () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7B61FF' } })
      .png()
      .toBuffer(),
};

/**
 * Issue rate of a signed stamp-card pass with icon, logo and strip images (@1x–@3x) on one
 * core: ours through the real renderer (pass.json from the domain model, cached images,
 * manifest, CMS signature, zip), against passkit-generator given the very same files.
 */
test.for(Object.keys(sources) as (keyof typeof sources)[])(
  'pkpass issue (%s images)',
  async (kind, { bench }) => {
    const photo = await sources[kind]();
    const renderer = createApplePassRenderer({
      issuer: {
        passTypeIdentifier: 'pass.app.passdeck.dev',
        teamIdentifier: 'PASSDECK01',
        organizationName: 'Passdeck',
      },
      identity: {
        signer: parseCertificate(chain.signerPem),
        intermediate: parseCertificate(chain.wwdrPem),
        key: loadPrivateKey(chain.signerKeyPem),
      },
      readUpload: async () => new Uint8Array(photo),
      now: () => new Date(),
    });
    const input = CardInputSchema.parse(demoCardContent('stamp_card', 'Café Aurora'));
    const card = CardInputSchema.parse({
      ...input,
      design: {
        ...input.design,
        image: { ...input.design.image, logo: '/api/uploads/logo', bgImage: '/api/uploads/strip' },
      },
    });
    let stamps = 0;
    const holder = () => aPassHolder({ stamps: (stamps = (stamps + 1) % 10) });
    const sample = unzipSync(await renderer.apple(card, holder()));
    const files = Object.fromEntries(
      Object.entries(sample)
        .filter(([path]) => path !== 'manifest.json' && path !== 'signature')
        .map(([path, bytes]) => [path, Buffer.from(bytes)]),
    );
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['logo@3x.png', 'strip@3x.png', 'icon.png']));
    const certificates = { wwdr: chain.wwdrPem, signerCert: chain.signerPem, signerKey: chain.signerKeyPem };
    let size = 0;
    await bench.compare(
      bench('ours: renderer.apple (pass.json + cached images + sign + zip)', async () => {
        size = (await renderer.apple(card, holder())).byteLength;
      }),
      bench('passkit-generator (same files)', () => {
        size = new PKPass({ ...files }, certificates).getAsBuffer().byteLength;
      }),
      { time: 3000 },
    );
    expect(size).toBeGreaterThan(1000);
  },
);
