import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import {
  BillingUseCases,
  isCountedFeature,
  PlanGateErrorSchema,
  type GatedFeature,
} from '#domain/billing/index.ts';
import { DatabaseToken } from '../tokens.ts';
import { use, type AppEnv } from './api.ts';
import { describeError } from './errors.ts';

/**
 * After `requireAuth` (and `requireAction`): refuses with 402 an action the business's plan does
 * not allow now (issue 24), with the domain's `canUseFeature` on its effective subscription and
 * counted records. `exceptCard` names the path parameter of a card being published, which does
 * not count against its own limit. Runs before the body is read.
 */
export const requireFeature = (feature: GatedFeature, options: { exceptCard?: string } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const gate = async () => {
      const refusal = await planRefusal(
        c,
        feature,
        options.exceptCard ? c.req.param(options.exceptCard) : undefined,
      );
      if (refusal) return refusal;
      await next();
      return undefined;
    };
    // Parallel requests would all pass the check of a counted limit before any of them adds the
    // record: the check and the change take one turn per business, across instances.
    if (!isCountedFeature(feature)) return gate();
    return use(c.var.container, DatabaseToken).exclusive(`plan-limits:${c.var.principal.businessId}`, gate);
  });

/** The 402 answer when the plan does not allow the feature, else null (for handlers that gate on their input). */
export const planRefusal = async (c: Context<AppEnv>, feature: GatedFeature, exceptCardId?: string) => {
  const verdict = await use(c.var.container, BillingUseCases.checkFeature)(
    c.var.principal.businessId,
    feature,
    exceptCardId,
  );
  if (verdict.allowed) return null;
  const code = verdict.reason === 'free' ? 'plan.free' : 'plan.limitExceeded';
  return c.json({ success: false as const, code, feature, message: describeError(`plan.${feature}`) }, 402);
};

/** The OpenAPI answer of a gated route. */
export const planGateResponses = {
  402: {
    description:
      "The business's plan does not allow this now (`plan.free`: the free plan; `plan.limitExceeded`: a paid plan's limit). Nothing was changed.",
    content: { 'application/json': { schema: PlanGateErrorSchema } },
  },
} as const;
