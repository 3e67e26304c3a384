import { createMiddleware } from 'hono/factory';
import { CardRepositoryToken, goLiveGates } from '#domain/cards/index.ts';
import { use, type AppEnv } from '../../http/api.ts';
import { planRefusal, requireFeature } from '../../http/require-feature.ts';

const publishGate = requireFeature('createCampaign');

/**
 * A restore that puts a card live is gated like a publish (`goLiveGates`): without room among the
 * plan's published cards, or the custom questions its live version asks, 402 and the card stays
 * in the trash. The count and the restore take one turn per business (`requireFeature`), so two
 * restores cannot both take the last place.
 */
export const requireRoomToRestore = createMiddleware<AppEnv>(async (c, next) => {
  const card = await use(c.var.container, CardRepositoryToken).find(
    c.var.principal.businessId,
    c.req.param('id') ?? '',
  );
  const gates = card ? goLiveGates(card, 'restore') : [];
  if (gates.length === 0) {
    await next();
    return undefined;
  }
  const refusal = gates.includes('additionalQuestions') ? await planRefusal(c, 'additionalQuestions') : null;
  if (refusal) return refusal;
  return publishGate(c, next);
});
