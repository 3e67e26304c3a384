import type { CardContent } from '#domain/cards/index.ts';
import { appleStyleFor } from '#domain/designer/index.ts';
import {
  buildApplePassJson,
  holderPreviewMode,
  type AppleIssuer,
  type PassHolder,
  type PassRenderer,
} from '#domain/wallet/index.ts';
import type { SigningIdentity } from './cms-signer.adapter.ts';
import { renderPassImages, type UploadReader } from './pass-images.ts';
import { buildPkpass } from './pkpass-builder.adapter.ts';

/** Apple passes: pass.json from the domain model, images from the uploads, signed and zipped. */
export const createApplePassRenderer = (deps: {
  issuer: AppleIssuer;
  identity: SigningIdentity;
  readUpload: UploadReader;
  now: () => Date;
}): Pick<PassRenderer, 'apple'> => ({
  async apple(card: CardContent, holder: PassHolder) {
    const passJson = buildApplePassJson(card, holder, deps.issuer);
    const images = await renderPassImages(
      card,
      appleStyleFor(card, holderPreviewMode(card, holder)),
      deps.readUpload,
    );
    return buildPkpass(
      { 'pass.json': new TextEncoder().encode(JSON.stringify(passJson)), ...images },
      deps.identity,
      deps.now(),
    );
  },
});
