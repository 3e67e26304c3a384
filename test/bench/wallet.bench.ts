import { PKPass } from 'passkit-generator';
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
  const card = CardInputSchema.parse(demoCardContent('stamp_card', 'Café Aurora'));
  const now = new Date();
  const holder = {
    id: 'h',
    businessId: 'b',
    cardId: 'c',
    serialNumber: 'S-1',
    authenticationToken: 't'.repeat(40),
    barcodeMessage: 'Q-1',
    stamps: 3,
    points: 0,
    redeemedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const passJson = buildApplePassJson(card, holder, {
    passTypeIdentifier: 'pass.app.passdeck.dev',
    teamIdentifier: 'PASSDECK01',
    organizationName: 'Passdeck',
  });
  const files: Record<string, Uint8Array> = {
    'pass.json': new TextEncoder().encode(JSON.stringify(passJson)),
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
  const buffers = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)]));
  const certificates = { wwdr: chain.wwdrPem, signerCert: chain.signerPem, signerKey: chain.signerKeyPem };
  await bench.compare(
    bench('buildPkpass (ours, 9 images)', () => {
      size = buildPkpass(files, identity, new Date()).byteLength;
    }),
    bench('passkit-generator (same files)', () => {
      size = new PKPass({ ...buffers }, certificates).getAsBuffer().byteLength;
    }),
    { time: 3000 },
  );
  expect(size).toBeGreaterThan(1000);
});
