import { createRoute } from '@hono/zod-openapi';
import { AccountDeletedSchema, AuthUseCases, DeleteAccountSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, throttledFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'deleteMe',
  path: '/api/users/me',
  tags: ['users'],
  summary: 'Delete the business and every record of it (owners only, with their password)',
  description:
    'Cards, customers, team members and their sessions, scanner keys, points rules, messages and uploaded images are deleted, not hidden. Passes already on phones stop updating; their pages answer that the card is not available.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('account.delete')] as const,
  request: { body: jsonBody(DeleteAccountSchema) },
  responses: {
    200: jsonOk('Deleted; what went', AccountDeletedSchema),
    ...errorResponses(400, 401, 403, 429),
  },
});

export const registerDeleteMeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.deleteAccount)(
      c.var.principal,
      c.req.valid('json'),
    );
    if (result.ok) {
      c.var.logger.warn(
        { businessId: c.var.principal.businessId, userId: c.var.principal.userId, ...result.value },
        'business deleted by its owner',
      );
      return c.json({ success: true as const, data: result.value }, 200);
    }
    if ('retryAfterSeconds' in result.error) return throttledFailure(c, result.error);
    if (result.error.code === 'team.forbidden') return domainFailure(c, 403, result.error);
    return domainFailure(c, 400, result.error);
  });
