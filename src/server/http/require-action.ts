import { createMiddleware } from 'hono/factory';
import { canRole, TEAM_ERRORS, type TeamAction } from '#domain/team/index.ts';
import { failure } from './errors.ts';
import type { AppEnv } from './api.ts';

/**
 * After `requireAuth`: refuses with 403 a member whose team role may not do `action` (the
 * permission table is the domain's `canRole`). Runs before the body is read or validated, so a
 * refused request learns nothing about its input.
 */
export const requireAction = (action: TeamAction) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!canRole(c.var.principal.teamRole, action)) return failure(c, 403, TEAM_ERRORS.forbidden);
    await next();
    return undefined;
  });
