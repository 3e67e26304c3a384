import type { CardContent } from '../cards/index.ts';
import type { PassHolder } from './pass-holder.ts';

/** Turns a card and a holder into wallet files (a signed .pkpass for Apple). */
export interface PassRenderer {
  apple(card: CardContent, holder: PassHolder): Promise<Uint8Array>;
}
