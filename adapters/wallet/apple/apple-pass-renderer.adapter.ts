import type { CardContent } from '#domain/cards/index.ts';
import { type AppleStyle, type StampStrip } from '#domain/designer/index.ts';
import {
  buildApplePassJson,
  holderPreviews,
  type AppleIssuer,
  type PassHolder,
  type PassRenderer,
} from '#domain/wallet/index.ts';
import type { SigningIdentity } from './cms-signer.adapter.ts';
import { renderPassImages, type UploadReader } from './pass-images.ts';
import { buildPkpass, checksumsOf, type FileChecksums } from './pkpass-builder.adapter.ts';

interface RenderedImages {
  readonly files: Record<string, Uint8Array>;
  readonly checksums: Record<string, FileChecksums>;
}

/** Designs whose images stay resized and hashed in memory (≈ 30–300 KB each). */
const IMAGE_CACHE_SIZE = 200;

/**
 * Apple passes: pass.json from the domain model, images from the uploads, signed and zipped.
 *
 * Images depend only on the design (upload URLs are immutable: a new image is a new upload),
 * so each design is resized and checksummed once and kept in a small LRU; only pass.json, the
 * manifest and the signature are made per pass. The cache holds the promise, so a burst of
 * issues for a new design resizes it once.
 */
export const createApplePassRenderer = (deps: {
  issuer: AppleIssuer;
  identity: SigningIdentity;
  readUpload: UploadReader;
  now: () => Date;
}): Pick<PassRenderer, 'apple'> => {
  const cache = new Map<string, Promise<RenderedImages>>();
  const imagesFor = (
    card: CardContent,
    style: AppleStyle,
    stamps: StampStrip | null,
  ): Promise<RenderedImages> => {
    const { icon, image } = card.design;
    // A stamp card has one strip per count: the design and the count key the set.
    const key = JSON.stringify([
      style,
      icon,
      image.logo,
      image.bgImage,
      image.personalImage,
      image.bgColor,
      stamps,
    ]);
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const rendered = renderPassImages(card, style, deps.readUpload, stamps).then((files) => ({
      files,
      checksums: Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, checksumsOf(bytes)])),
    }));
    // A failed read (an upload store hiccup) must not stick to the design.
    rendered.catch(() => cache.delete(key));
    cache.set(key, rendered);
    if (cache.size > IMAGE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return rendered;
  };
  return {
    async apple(card: CardContent, holder: PassHolder) {
      const passJson = buildApplePassJson(card, holder, deps.issuer);
      const { front } = holderPreviews(card, holder, 'APPLE');
      const images = await imagesFor(card, front.style, front.stamps);
      return buildPkpass(
        { 'pass.json': new TextEncoder().encode(JSON.stringify(passJson)), ...images.files },
        deps.identity,
        deps.now(),
        images.checksums,
      );
    },
  };
};
