import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases } from '#domain/billing/index.ts';
import { bearerSecurity, idParams, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'invoicePdf',
  path: '/api/billing/invoices/{id}/pdf',
  tags: ['billing'],
  summary: 'A built-in invoice as a PDF (owners only), worded in `lang` (English when unknown)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: {
    params: idParams('id'),
    query: z.object({ lang: z.string().max(10).optional().openapi({ example: 'pl' }) }),
  },
  responses: {
    200: {
      description: 'The PDF',
      headers: {
        ...responseHeaders.contentDisposition('attachment; filename="invoice-PD-000001.pdf"'),
        ...responseHeaders.cacheControl('no-store'),
      },
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...billingErrorResponses,
  },
});

export const registerInvoicePdfRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.invoiceDocument)(
      c.var.principal.businessId,
      c.req.valid('param').id,
      c.req.valid('query').lang,
    );
    if (!result.ok) return billingFailure(c, result.error);
    return new Response(new Uint8Array(result.value.pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="invoice-${result.value.number}.pdf"`,
        'Cache-Control': 'no-store',
      },
    });
  });
