import { z } from 'zod';
import { customerNamesOf, PASS_TYPES, type CardRepository, type WalletProvider } from '../cards/index.ts';
import { buildPassPreview, PassPreviewSchema } from '../designer/index.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { GET_PASS_ERRORS } from './get-pass-errors.ts';

/** What anyone may see of a published card on its get-pass page. */
export const PublicCardSchema = z.object({
  id: z.string(),
  /** The pass as customers know it: its description, else the business. */
  name: z.string(),
  businessName: z.string(),
  passType: z.enum(PASS_TYPES),
  /** The front of the pass as a new holder gets it (the QR stands for the one the pass will carry). */
  preview: PassPreviewSchema,
});
export type PublicCard = z.infer<typeof PublicCardSchema>;

/** The public face of a published card (requirements §2.1: the get-pass page needs no login). */
export const publicCard =
  ({ cards }: { cards: CardRepository }) =>
  async (cardId: string, wallet: WalletProvider = 'APPLE'): Promise<Result<PublicCard>> => {
    const stored = await cards.findPublished(cardId);
    if (!stored) return err(domainError(GET_PASS_ERRORS.cardNotFound));
    const card = stored.content;
    const names = customerNamesOf(card);
    const preview = buildPassPreview(card, { wallet, side: 'FRONT', counters: { stamps: 0, points: 0 } });
    return ok({
      id: stored.id,
      // Named as customers know it: the card's own name is the owner's label.
      name: names.pass,
      businessName: names.business || names.pass,
      passType: card.passType,
      preview,
    });
  };
