import { customerNamesOf, getPassLink, type CardRepository } from '../cards/index.ts';
import { siteLanguageOf, type SiteLanguage } from '../shared/site-language.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { INVITATION_ERRORS } from './invitation-errors.ts';

/** What a printable poster shows: the business, its pass, and the QR of the get-pass link. */
export interface PosterContent {
  readonly language: SiteLanguage;
  readonly businessName: string;
  /** The pass description under the headline; may be empty. */
  readonly passDescription: string;
  readonly link: string;
  readonly backgroundColor: string;
  readonly foregroundColor: string;
  readonly logo: string | null;
}

/** Renders a printable poster (PDF). */
export interface PosterRenderer {
  render(content: PosterContent): Promise<Uint8Array>;
}

/**
 * A business's printable poster of a published card (A4, the QR of the get-pass link), for the
 * counter or the window, worded in the site language of `language` (a tag such as "de-AT";
 * English for none, or one we do not write in). Drafts have no public page yet, so they have no poster.
 */
export const cardPoster =
  ({ cards, renderer, publicUrl }: { cards: CardRepository; renderer: PosterRenderer; publicUrl: string }) =>
  async (
    businessId: string,
    cardId: string,
    language: string | undefined,
  ): Promise<Result<{ pdf: Uint8Array; businessName: string }>> => {
    const card = await cards.find(businessId, cardId);
    if (!card || card.deletedAt || !card.isPublished) return err(domainError(INVITATION_ERRORS.cardNotFound));
    const content = card.content;
    const names = customerNamesOf(content);
    const pdf = await renderer.render({
      language: siteLanguageOf(language),
      businessName: names.business || names.pass,
      passDescription: content.info.passDescription.trim(),
      link: getPassLink(publicUrl, card.id),
      backgroundColor: content.design.image.bgColor,
      foregroundColor: content.design.font.fontColor,
      logo: content.design.image.logo || null,
    });
    return ok({ pdf, businessName: names.business });
  };
