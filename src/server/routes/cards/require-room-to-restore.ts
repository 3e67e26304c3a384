import { createMiddleware } from 'hono/factory';
import { asksQuestions, CardRepositoryToken } from '#domain/cards/index.ts';
import { use, type AppEnv } from '../../http/api.ts';
import { planRefusal, requireFeature } from '../../http/require-feature.ts';

const publishGate = requireFeature('createCampaign');

/**
 * A published card comes back from the trash live, so its return is a publish for the plan (issue
 * 24): it needs room among the plan's published cards, and the custom questions when its live
 * version asks any. Without them, 402 and the card stays in the trash; a card that was never
 * published comes back as a draft, which no plan limits. The count and the restore take one turn
 * per business (`requireFeature`), so two restores cannot both take the last place.
 */
export const requireRoomToRestore = createMiddleware<AppEnv>(async (c, next) => {
  const card = await use(c.var.container, CardRepositoryToken).find(
    c.var.principal.businessId,
    c.req.param('id') ?? '',
  );
  if (!card?.deletedAt || !card.isPublished) {
    await next();
    return undefined;
  }
  const refusal = asksQuestions(card.content) ? await planRefusal(c, 'additionalQuestions') : null;
  if (refusal) return refusal;
  return publishGate(c, next);
});
