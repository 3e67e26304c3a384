import sharp from 'sharp';
import { expect, test } from 'vitest';
import {
  generateDevelopmentChain,
  loadPrivateKey,
  parseCertificate,
} from '#adapters/wallet/apple/dev-certificates.ts';
import { buildPkpass } from '#adapters/wallet/apple/pkpass-builder.adapter.ts';
import { CardInputSchema, demoCardContent } from '#domain/cards/index.ts';
import { buildApplePassJson } from '#domain/wallet/index.ts';

// Issue rate of a signed pass with icon, logo and strip images (@1x–@3x), on one core.
test('pkpass build and sign', async ({ bench }) => {
  const chain = await generateDevelopmentChain('pass.app.passdeck.dev', 'PASSDECK01');
  const identity = {
    signer: parseCertificate(chain.signerPem),
    intermediate: parseCertificate(chain.wwdrPem),
    key: loadPrivateKey(chain.signerKeyPem),
  };
  const png = async (w: number, h: number) =>
    new Uint8Array(
      await sharp({ create: { width: w, height: h, channels: 4, background: '#7B61FF' } })
        .png()
        .toBuffer(),
    );
  const files: Record<string, Uint8Array> = {
    'pass.json': new TextEncoder().encode(JSON.stringify({ formatVersion: 1, serialNumber: 'x'.repeat(32) })),
  };
  for (const [name, w, h] of [
    ['icon', 29, 29],
    ['logo', 160, 50],
    ['strip', 375, 144],
  ] as const) {
    files[`${name}.png`] = await png(w, h);
    files[`${name}@2x.png`] = await png(w * 2, h * 2);
    files[`${name}@3x.png`] = await png(w * 3, h * 3);
  }
  let size = 0;
  await bench('buildPkpass (ours, 9 images)', () => {
    size = buildPkpass(files, identity, new Date()).byteLength;
  }).run();
  expect(size).toBeGreaterThan(1000);
});
