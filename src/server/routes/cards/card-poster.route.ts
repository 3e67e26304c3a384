import { downloadFileName } from '#domain/cards/index.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { InvitationUseCases } from '#domain/invitations/index.ts';
import { bearerSecurity, errorResponses, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { passFileHeaders, sendPassFile } from '../passes/pass-route-parts.ts';
import { CardIdParams } from './card-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'cardPoster',
  path: '/api/business-card/{id}/poster',
  tags: ['cards'],
  summary: 'A printable A4 poster (PDF) of a published card with the QR code of its get-pass link',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  request: {
    params: CardIdParams,
    query: z.object({ lang: z.string().max(10).optional().openapi({ example: 'de' }) }),
  },
  responses: {
    200: {
      description: 'The poster',
      headers: passFileHeaders('Coffee-Club-poster.pdf'),
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

export const registerCardPosterRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, InvitationUseCases.cardPoster)(
      c.var.principal.businessId,
      c.req.valid('param').id,
      c.req.valid('query').lang,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    return sendPassFile(
      c,
      result.value.pdf,
      'application/pdf',
      downloadFileName(result.value.businessName, 'pdf', 'poster'),
    );
  });
