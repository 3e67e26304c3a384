import { createRoute, z } from '@hono/zod-openapi';
import { csvStream } from '#adapters/files/csv-writer.adapter.ts';
import { exportTexts } from '#adapters/files/export-texts.ts';
import { CustomerUseCases, exportDelimiterFor, ExportQuerySchema } from '#domain/customers/index.ts';
import { emailLanguageFor } from '#domain/invitations/index.ts';
import { bearerSecurity, errorResponses, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { planGateResponses, requireFeature } from '../../http/require-feature.ts';

const route = createRoute({
  method: 'get',
  operationId: 'exportPassUsers',
  path: '/api/pass-users/export',
  tags: ['customers'],
  summary: 'The customers as a CSV file (requirements §7 export)',
  description:
    'Same filters as `GET /api/pass-users`. `fields`: comma-separated columns (name, email, phone, cardName, status, wallet, stamps, points, rewardsRedeemed, couponRedeemedAt, validationCode, installedAt, lastActivityAt, createdAt, isTest), all by default; `includeCustomFields=false` leaves out the data-collection answers; `customFieldHeaderMode` heads them by label, key or both. UTF-8 with BOM, CRLF, RFC 4180 quoting; cells that a spreadsheet would run as a formula start with an apostrophe. The language is the first of the seven site languages (en de es nl pl pt uk) that `Accept-Language` asks for, English by default: it words the standard headers, yes/no and the status and wallet values (the data-collection columns keep the labels and keys the business wrote), and picks the delimiter, `,` in English and `;` in the others (their spreadsheets split on the semicolon). `tz` (an IANA time zone, UTC by default) is the zone of the `dateFrom`/`dateTo` days and of the date columns (couponRedeemedAt, installedAt, lastActivityAt, createdAt), written as local `YYYY-MM-DD HH:mm` under headers that name the zone (`Created at (Europe/Warsaw)`); an unknown zone is a 400. Streamed: the file name comes in `Content-Disposition`.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.manage'), requireFeature('dataExport')] as const,
  request: { query: ExportQuerySchema },
  responses: {
    ...planGateResponses,
    200: {
      description: 'The CSV file',
      headers: {
        ...responseHeaders.contentDisposition('attachment; filename="passusers_2026-11-23.csv"'),
        ...responseHeaders.cacheControl('no-store'),
      },
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerExportPassUsersRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const language = emailLanguageFor(c.req.header('accept-language'));
    const result = await use(c.var.container, CustomerUseCases.exportCustomers)(
      c.var.principal.businessId,
      c.req.valid('query'),
      exportTexts(language),
    );
    if (!result.ok) return domainFailure(c, 400, result.error);
    const logger = c.var.logger;
    const rows = csvStream(result.value.rows, exportDelimiterFor(language), (error) =>
      logger.error({ err: error }, 'customers export ended part way'),
    );
    return new Response(rows, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${result.value.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
