import type { CardContent, WalletProvider } from '../cards/index.ts';
import { buildPassPreview, type PassPreviewModel } from '../designer/index.ts';
import type { PassHolder } from './pass-holder.ts';

/** The coupon view a holder's pass shows: after redemption, or not yet. Other kinds have none. */
export const holderPreviewMode = (
  card: Pick<CardContent, 'passType'>,
  holder: Pick<PassHolder, 'redeemedAt'>,
) =>
  card.passType !== 'coupon' ? undefined : holder.redeemedAt ? ('afterRedeem' as const) : ('coupon' as const);

/** Front and back render models of a holder's pass in a wallet (every issued format starts here). */
export const holderPreviews = (
  card: CardContent,
  holder: PassHolder,
  wallet: WalletProvider,
): { front: PassPreviewModel; back: PassPreviewModel } => {
  const mode = holderPreviewMode(card, holder);
  const options = {
    ...(mode ? { mode } : {}),
    counters: { stamps: holder.stamps, points: holder.points, rewardsRedeemed: holder.rewardsRedeemed },
    holderName: holder.name,
  };
  return {
    front: buildPassPreview(card, {
      wallet,
      side: 'FRONT',
      ...options,
      barcodeMessage: holder.barcodeMessage,
    }),
    back: buildPassPreview(card, { wallet, side: 'BACK', ...options }),
  };
};
