import { createMiddleware } from 'hono/factory';
import { CardRepositoryToken, goLiveGates } from '#domain/cards/index.ts';
import { use, type AppEnv } from '../../http/api.ts';
import { planRefusal } from '../../http/require-feature.ts';

/** Publishing a card whose version going live asks its holders questions needs the plan's custom questions (`goLiveGates`). */
export const requireQuestionsAllowed = createMiddleware<AppEnv>(async (c, next) => {
  const card = await use(c.var.container, CardRepositoryToken).find(
    c.var.principal.businessId,
    c.req.param('id') ?? '',
  );
  const refusal =
    card && goLiveGates(card, 'publish').includes('additionalQuestions')
      ? await planRefusal(c, 'additionalQuestions')
      : null;
  if (refusal) return refusal;
  await next();
  return undefined;
});
