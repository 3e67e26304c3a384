import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Context } from 'hono';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { ServerConfig } from './config.ts';
import { createApiApp, ErrorSchema, type ApiApp } from './http/api.ts';
import { describeError } from './http/errors.ts';
import { mountSpa } from './http/static-spa.ts';
import { API_TAGS } from './openapi/api-tags.ts';
import { documentSharedAnswers } from './openapi/shared-answers.ts';
import { registerLoginRoute } from './routes/auth/login.route.ts';
import { registerLogoutRoute } from './routes/auth/logout.route.ts';
import { registerRefreshRoute } from './routes/auth/refresh.route.ts';
import { registerRegisterRoute } from './routes/auth/register.route.ts';
import { registerCreateCardRoute } from './routes/cards/create-card.route.ts';
import { registerDeleteCardRoute } from './routes/cards/delete-card.route.ts';
import { registerDemoCardRoute } from './routes/cards/demo-card.route.ts';
import { registerGetCardRoute } from './routes/cards/get-card.route.ts';
import { registerListCardsRoute } from './routes/cards/list-cards.route.ts';
import { registerListTrashRoute } from './routes/cards/list-trash.route.ts';
import { registerPublishCardRoute } from './routes/cards/publish-card.route.ts';
import { registerRestoreCardRoute } from './routes/cards/restore-card.route.ts';
import { registerUpdateCardRoute } from './routes/cards/update-card.route.ts';
import { registerDeleteUploadRoute } from './routes/uploads/delete-upload.route.ts';
import { registerGetUploadRoute } from './routes/uploads/get-upload.route.ts';
import { registerUploadImageRoute } from './routes/uploads/upload-image.route.ts';
import { registerGetApplePassRoute } from './routes/passes/get-apple-pass.route.ts';
import { registerGetGooglePassRoute } from './routes/passes/get-google-pass.route.ts';
import { registerGetPdfPassRoute } from './routes/passes/get-pdf-pass.route.ts';
import { registerIssueHolderRoute } from './routes/passes/issue-holder.route.ts';
import { registerGetStampStripRoute } from './routes/passes/get-stamp-strip.route.ts';
import { registerGetWalletStatusRoute } from './routes/wallet/get-wallet-status.route.ts';
import { registerRegisterDeviceRoute } from './routes/wallet-apple/register-device.route.ts';
import { registerGoogleCallbackRoute } from './routes/wallet-google/google-callback.route.ts';
import { registerUnregisterDeviceRoute } from './routes/wallet-apple/unregister-device.route.ts';
import { registerListUpdatedPassesRoute } from './routes/wallet-apple/list-updated-passes.route.ts';
import { registerGetLatestPassRoute } from './routes/wallet-apple/get-latest-pass.route.ts';
import { registerLogMessagesRoute } from './routes/wallet-apple/log-messages.route.ts';
import { registerCardPosterRoute } from './routes/cards/card-poster.route.ts';
import { registerGetPublicCardRoute } from './routes/get-pass/get-public-card.route.ts';
import { registerGetPassRequirementsRoute } from './routes/get-pass/get-pass-requirements.route.ts';
import { registerGetDataRequirementsRoute } from './routes/get-pass/get-data-requirements.route.ts';
import { registerValidateCodeRoute } from './routes/get-pass/validate-code.route.ts';
import { registerSubmitDataRoute } from './routes/get-pass/submit-data.route.ts';
import { registerIssueCodeRoute } from './routes/get-pass/issue-code.route.ts';
import { registerCreateValidationUserRoute } from './routes/get-pass/create-validation-user.route.ts';
import { registerCreateTestCustomerRoute } from './routes/get-pass/create-test-customer.route.ts';
import { registerRegenerateCodeRoute } from './routes/get-pass/regenerate-code.route.ts';
import { registerSendInvitationRoute } from './routes/email/send-invitation.route.ts';
import { registerContactFormRoute } from './routes/email/contact-form.route.ts';
import { registerRatingRoute } from './routes/email/rating.route.ts';
import { registerInvitationStatusRoute } from './routes/email/invitation-status.route.ts';
import { registerListDeviceKeysRoute } from './routes/scanner-keys/list-device-keys.route.ts';
import { registerCreateDeviceKeyRoute } from './routes/scanner-keys/create-device-key.route.ts';
import { registerRevokeDeviceKeyRoute } from './routes/scanner-keys/revoke-device-key.route.ts';
import { registerGetScannerSessionRoute } from './routes/scanner/get-scanner-session.route.ts';
import { registerScanPassRoute } from './routes/scanner/scan-pass.route.ts';
import { registerScanActionRoute } from './routes/scanner/scan-action.route.ts';
import { registerUndoScanActionRoute } from './routes/scanner/undo-scan-action.route.ts';
import { registerPassUserActionRoute } from './routes/pass-users/pass-user-action.route.ts';
import { registerListPassUsersRoute } from './routes/pass-users/list-pass-users.route.ts';
import { registerExportPassUsersRoute } from './routes/pass-users/export-pass-users.route.ts';
import { registerPassUserDetailsRoute } from './routes/pass-users/pass-user-details.route.ts';
import { registerDeletePassUserRoute } from './routes/pass-users/delete-pass-user.route.ts';
import { registerDashboardStatsRoute } from './routes/dashboard/dashboard-stats.route.ts';
import { registerListSegmentsRoute } from './routes/segments/list-segments.route.ts';
import { registerListAccrualConfigsRoute } from './routes/accrual/list-accrual-configs.route.ts';
import { registerCreateAccrualConfigRoute } from './routes/accrual/create-accrual-config.route.ts';
import { registerUpdateAccrualConfigRoute } from './routes/accrual/update-accrual-config.route.ts';
import { registerSendMessageRoute } from './routes/messages/send-message.route.ts';
import { registerCardStatsRoute } from './routes/messages/card-stats.route.ts';
import { registerCardTestStatusRoute } from './routes/testing-wizard/card-test-status.route.ts';
import { registerGetHealthRoute } from './routes/system/get-health.route.ts';
import { registerGetMeRoute } from './routes/users/get-me.route.ts';
import { registerUpdateMeRoute } from './routes/users/update-me.route.ts';

const API_VERSION = '1.0.0';

/** Every route of the API, in one list: the OpenAPI document is generated from these. */
export const registerApiRoutes = (app: ApiApp) => {
  registerGetHealthRoute(app);
  registerRegisterRoute(app);
  registerLoginRoute(app);
  registerRefreshRoute(app);
  registerLogoutRoute(app);
  registerGetMeRoute(app);
  registerUpdateMeRoute(app);
  // Fixed paths before /{id}, so "trash" and "demo" are never read as ids.
  registerListCardsRoute(app);
  registerListTrashRoute(app);
  registerDemoCardRoute(app);
  registerCreateCardRoute(app);
  registerGetCardRoute(app);
  registerUpdateCardRoute(app);
  registerDeleteCardRoute(app);
  registerPublishCardRoute(app);
  registerRestoreCardRoute(app);
  registerCardPosterRoute(app);
  registerUploadImageRoute(app);
  registerGetUploadRoute(app);
  registerDeleteUploadRoute(app);
  registerGetApplePassRoute(app);
  registerGetGooglePassRoute(app);
  registerGetPdfPassRoute(app);
  registerIssueHolderRoute(app);
  registerGetStampStripRoute(app);
  registerRegisterDeviceRoute(app);
  registerUnregisterDeviceRoute(app);
  registerListUpdatedPassesRoute(app);
  registerGetLatestPassRoute(app);
  registerLogMessagesRoute(app);
  registerGoogleCallbackRoute(app);
  registerGetWalletStatusRoute(app);
  registerGetPublicCardRoute(app);
  registerGetPassRequirementsRoute(app);
  registerGetDataRequirementsRoute(app);
  registerValidateCodeRoute(app);
  registerSubmitDataRoute(app);
  registerIssueCodeRoute(app);
  registerCreateValidationUserRoute(app);
  registerCreateTestCustomerRoute(app);
  registerRegenerateCodeRoute(app);
  registerSendInvitationRoute(app);
  registerInvitationStatusRoute(app);
  registerContactFormRoute(app);
  registerRatingRoute(app);
  registerListDeviceKeysRoute(app);
  registerCreateDeviceKeyRoute(app);
  registerRevokeDeviceKeyRoute(app);
  registerGetScannerSessionRoute(app);
  registerScanPassRoute(app);
  registerScanActionRoute(app);
  registerUndoScanActionRoute(app);
  registerListPassUsersRoute(app);
  registerExportPassUsersRoute(app);
  registerPassUserDetailsRoute(app);
  registerDeletePassUserRoute(app);
  registerPassUserActionRoute(app);
  registerDashboardStatsRoute(app);
  registerListSegmentsRoute(app);
  registerListAccrualConfigsRoute(app);
  registerCreateAccrualConfigRoute(app);
  registerUpdateAccrualConfigRoute(app);
  registerSendMessageRoute(app);
  registerCardStatsRoute(app);
  registerCardTestStatusRoute(app);
};

/**
 * The OpenAPI 3.1 document of an app with the API routes registered. Every route documents what
 * its handler answers; `documentSharedAnswers` adds the answers of the shared machinery
 * (validation, body limit, media type, authentication) to the operations they apply to.
 */
export const buildOpenApiDocument = (app: ApiApp) => {
  app.openAPIRegistry.register('Error', ErrorSchema);
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from POST /api/auth/login, /register or /refresh.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'deviceKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Device-Key',
    description: 'A scanner device key (from POST /api/auth/api-keys); it reaches only /api/scanner/*.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'applePass', {
    type: 'http',
    scheme: 'ApplePass',
    description:
      "Apple Wallet web service: `Authorization: ApplePass <authenticationToken>`, the pass's own token from its pass.json. The handlers check it and answer 401 without a body when it is missing or wrong.",
  });
  return documentSharedAnswers(
    app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Passdeck API',
        version: API_VERSION,
        description:
          'Every answer is an envelope: `{ success: true, data }` or `{ success: false, message }`. Every answer carries `X-Request-Id`, which the server log names too.',
        // package.json: UNLICENSED. The API belongs to the Passdeck service; it is not open source.
        license: { name: 'Proprietary' },
      },
      // The document is served by the server it describes (/api/openapi.json): paths are relative to it.
      servers: [{ url: '/', description: 'The Passdeck server that serves this document' }],
      tags: API_TAGS,
    }),
  );
};

export interface AppOptions {
  readonly config: Pick<ServerConfig, 'staticDir' | 'trustProxy'>;
  readonly container: Container;
  readonly logger: Logger;
}

const clientKeyOf = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

export const createApp = ({ config, container, logger }: AppOptions): ApiApp => {
  const app = createApiApp();

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.set('container', container);
    c.set('clientKey', clientKeyOf(c, config.trustProxy));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: false }));
  app.use('*', compress());
  const tooLarge = (limit: string) => (c: Context) =>
    c.json({ success: false as const, message: `The request body is larger than ${limit}.` }, 413);
  const uploadLimit = bodyLimit({ maxSize: 6 * 1024 * 1024, onError: tooLarge('5 MB') });
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge('1 MB') });
  // Image uploads may be up to 5 MB (plus multipart framing); every other body stays small.
  app.use('/api/*', (c, next) => (c.req.path === '/api/uploads' ? uploadLimit(c, next) : jsonLimit(c, next)));

  registerApiRoutes(app);
  const document = buildOpenApiDocument(app);
  app.get('/api/openapi.json', (c) => c.json(document));
  app.all('/api/*', (c) =>
    c.json(
      {
        success: false as const,
        message: `${describeError('http.not_found')}: ${c.req.method} ${c.req.path}`,
      },
      404,
    ),
  );

  mountSpa(app, config.staticDir);

  app.notFound((c) => c.json({ success: false as const, message: describeError('http.not_found') }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const message = /malformed json/i.test(error.message)
        ? describeError('http.malformed_json')
        : error.status === 415
          ? describeError(
              c.req.path === '/api/uploads'
                ? 'http.unsupported_media_type_upload'
                : 'http.unsupported_media_type',
            )
          : error.message || describeError('http.internal');
      return c.json({ success: false as const, message }, error.status);
    }
    (c.var.logger ?? logger).error({ err: error }, 'unhandled error');
    return c.json({ success: false as const, message: describeError('http.internal') }, 500);
  });
  return app;
};
