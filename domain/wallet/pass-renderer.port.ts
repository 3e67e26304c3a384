import type { CardContent } from '../cards/index.ts';
import type { PassHolder } from './pass-holder.ts';

/** Turns a card and a holder into wallet passes (a signed .pkpass for Apple, a save link for Google, a PDF). */
export interface PassRenderer {
  apple(card: CardContent, holder: PassHolder): Promise<Uint8Array>;
  /** A "Save to Google Wallet" link for the holder's pass. */
  googleSaveUrl(card: CardContent, cardId: string, holder: PassHolder): Promise<string>;
  /** A printable PDF of the holder's pass. */
  pdf(card: CardContent, holder: PassHolder): Promise<Uint8Array>;
}
