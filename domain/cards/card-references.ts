import { isOwnImage, type UploadRepository } from '../files/index.ts';
import type { AccrualConfigRepository } from '../loyalty/index.ts';
import { domainError, type DomainError } from '../shared/result.ts';
import type { CardContent } from './card-schema.ts';

/** What a card may point at, looked up within one business. */
export interface CardReferenceDeps {
  readonly uploads: Pick<UploadRepository, 'find'>;
  readonly pointsRules: Pick<AccrualConfigRepository, 'find'>;
}

/** The card's image references, with the field each stands in. */
const imagesOf = (content: CardContent): [field: string, url: string | null][] => [
  ['design.image.logo', content.design.image.logo],
  ['design.image.bgImage', content.design.image.bgImage],
  ['design.image.personalImage', content.design.image.personalImage],
  ['design.icon', content.design.icon],
];

/**
 * The first thing a card points at that is not the business's own (issue 22): an image that is
 * not (see `isOwnImage`) or another business's points rule; `null` when every reference is.
 */
export const foreignReference = async (
  deps: CardReferenceDeps,
  businessId: string,
  content: CardContent,
): Promise<DomainError | null> => {
  for (const [field, url] of imagesOf(content))
    if (!(await isOwnImage(deps.uploads, businessId, url)))
      return domainError('validation.image_invalid', undefined, field);
  if (content.accrualConfigId && !(await deps.pointsRules.find(businessId, content.accrualConfigId)))
    return domainError('validation.points_rule_invalid', undefined, 'accrualConfigId');
  return null;
};
