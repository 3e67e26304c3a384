import { unzipSync } from 'fflate';
import { PKPass } from 'passkit-generator';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardInputSchema, demoCardContent, PASS_TYPES } from '#domain/cards/index.ts';
import { appleStyleFor } from '#domain/designer/index.ts';
import { buildApplePassJson } from '#domain/wallet/index.ts';
import { aPassHolder } from '../../../test/fakes/wallet-fakes.ts';
import { generateDevelopmentChain, type DevelopmentChain } from './dev-certificates.ts';
import { renderPassImages } from './pass-images.ts';

/**
 * Differential test: passkit-generator (a widely used library, test-only dependency) must read
 * our pass.json and images without dropping anything and produce a pass with the same content.
 */
let chain: DevelopmentChain;
beforeAll(async () => {
  chain = await generateDevelopmentChain('pass.app.passdeck.dev', 'PASSDECK01');
}, 30_000);

const holder = aPassHolder({
  serialNumber: 'SERIAL-DIFF-1',
  barcodeMessage: 'QR-DIFF-1',
  stamps: 2,
  points: 30,
});
const issuer = {
  passTypeIdentifier: 'pass.app.passdeck.dev',
  teamIdentifier: 'PASSDECK01',
  organizationName: 'Passdeck',
  webServiceURL: 'https://passdeck.example/api/wallet/apple',
};

describe('passkit-generator reads our passes', () => {
  it.each(PASS_TYPES)('%s', async (passType) => {
    const card = CardInputSchema.parse(demoCardContent(passType, 'Café Łódź'));
    const passJson = buildApplePassJson(card, holder, issuer);
    const images = await renderPassImages(card, appleStyleFor(card), async () => null);
    const buffers = Object.fromEntries(
      Object.entries({ 'pass.json': new TextEncoder().encode(JSON.stringify(passJson)), ...images }).map(
        ([k, v]) => [k, Buffer.from(v)],
      ),
    );
    const pass = new PKPass(buffers, {
      wwdr: chain.wwdrPem,
      signerCert: chain.signerPem,
      signerKey: chain.signerKeyPem,
    });
    const files = unzipSync(new Uint8Array(pass.getAsBuffer()));
    const theirs = JSON.parse(new TextDecoder().decode(files['pass.json'])) as Record<string, unknown>;
    for (const key of [
      'serialNumber',
      'passTypeIdentifier',
      'teamIdentifier',
      'description',
      'organizationName',
      'backgroundColor',
      'foregroundColor',
      'labelColor',
      'barcodes',
      'webServiceURL',
      'authenticationToken',
    ] as const) {
      expect(theirs[key], key).toEqual(passJson[key]);
    }
    const style = appleStyleFor(card);
    // passkit-generator adds an empty iOS 18 `additionalInfoFields` group; everything else must match.
    expect({ ...(theirs[style] as object), additionalInfoFields: undefined }).toEqual(passJson[style]);
    expect(files.signature?.byteLength).toBeGreaterThan(1000);
  });
});
