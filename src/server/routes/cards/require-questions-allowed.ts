import { createMiddleware } from 'hono/factory';
import { asksQuestions, CardRepositoryToken } from '#domain/cards/index.ts';
import { use, type AppEnv } from '../../http/api.ts';
import { planRefusal } from '../../http/require-feature.ts';

/**
 * Publishing a card that asks its holders questions needs the plan's custom questions (issue 24):
 * the version about to go live (the pending edit, else the live one) is what counts.
 */
export const requireQuestionsAllowed = createMiddleware<AppEnv>(async (c, next) => {
  const card = await use(c.var.container, CardRepositoryToken).find(
    c.var.principal.businessId,
    c.req.param('id') ?? '',
  );
  const refusal =
    card && asksQuestions(card.draft ?? card.content) ? await planRefusal(c, 'additionalQuestions') : null;
  if (refusal) return refusal;
  await next();
  return undefined;
});
