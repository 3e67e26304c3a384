import { createToken } from '#domain/shared/index.ts';

/**
 * Wires slices of the browser container on demand (src/web/container.ts `loadSlices`), for a part
 * of the frame that loads beside the first screen and needs a slice no route has loaded yet.
 */
export const SliceLoaderToken =
  createToken<(slices: readonly ('billing' | 'purchase')[]) => Promise<void>>('web.SliceLoader');
