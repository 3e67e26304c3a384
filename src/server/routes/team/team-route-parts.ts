import type { Context } from 'hono';
import { TEAM_ERRORS } from '#domain/team/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import type { AppEnv } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';

/** The member a request speaks for, as the team use cases take it. */
export const actorOf = (c: Context<AppEnv>) => ({
  userId: c.var.principal.userId,
  businessId: c.var.principal.businessId,
  role: c.var.principal.teamRole,
});

const REFUSALS: ReadonlySet<string> = new Set([
  TEAM_ERRORS.forbidden,
  TEAM_ERRORS.lastOwner,
  TEAM_ERRORS.self,
]);

/** A refusal of the team rules is 403, a member that is not there 404, a taken address 409. */
const CONFLICTS: ReadonlySet<string> = new Set([TEAM_ERRORS.emailTaken, TEAM_ERRORS.alreadyMember]);

export const teamFailure = (c: Context, error: DomainError) => {
  if (error.code === TEAM_ERRORS.notFound) return domainFailure(c, 404, error);
  if (REFUSALS.has(error.code)) return domainFailure(c, 403, error);
  if (CONFLICTS.has(error.code)) return domainFailure(c, 409, error);
  return domainFailure(c, 400, error);
};
