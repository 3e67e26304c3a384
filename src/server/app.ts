import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
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
import { describeError, errorEnvelope, failure } from './http/errors.ts';
import { isDatabaseUnavailable } from '#adapters/persistence/database.ts';
import { inputGuard } from './http/input-guard.ts';
import { limitTokenGuesses } from './http/limit-token-guesses.ts';
import { mountSpa } from './http/static-spa.ts';
import { API_TAGS } from './openapi/api-tags.ts';
import { documentSharedAnswers } from './openapi/shared-answers.ts';
import { registerSystemRoutes } from './routes/system/system.routes.ts';
import { registerAuthRoutes } from './routes/auth/auth.routes.ts';
import { registerUsersRoutes } from './routes/users/users.routes.ts';
import { registerCardsRoutes } from './routes/cards/cards.routes.ts';
import { registerUploadsRoutes } from './routes/uploads/uploads.routes.ts';
import { registerPassesRoutes } from './routes/passes/passes.routes.ts';
import { registerWalletAppleRoutes } from './routes/wallet-apple/wallet-apple.routes.ts';
import { registerWalletGoogleRoutes } from './routes/wallet-google/wallet-google.routes.ts';
import { registerWalletRoutes } from './routes/wallet/wallet.routes.ts';
import { registerGetPassRoutes } from './routes/get-pass/get-pass.routes.ts';
import { registerEmailRoutes } from './routes/email/email.routes.ts';
import { registerScannerKeysRoutes } from './routes/scanner-keys/scanner-keys.routes.ts';
import { registerScannerRoutes } from './routes/scanner/scanner.routes.ts';
import { registerPassUsersRoutes } from './routes/pass-users/pass-users.routes.ts';
import { registerDashboardRoutes } from './routes/dashboard/dashboard.routes.ts';
import { registerSegmentsRoutes } from './routes/segments/segments.routes.ts';
import { registerAccrualRoutes } from './routes/accrual/accrual.routes.ts';
import { registerMessagesRoutes } from './routes/messages/messages.routes.ts';
import { registerTestingWizardRoutes } from './routes/testing-wizard/testing-wizard.routes.ts';
import { registerTeamRoutes } from './routes/team/team.routes.ts';
import { registerBusinessRoutes } from './routes/business/business.routes.ts';
import { registerBillingRoutes } from './routes/billing/billing.routes.ts';

const API_VERSION = '1.0.0';

/** Every route of the API, in one list: the OpenAPI document is generated from these. */
export const registerApiRoutes = (app: ApiApp) => {
  registerSystemRoutes(app);
  registerAuthRoutes(app);
  registerUsersRoutes(app);
  registerTeamRoutes(app);
  registerBusinessRoutes(app);
  registerCardsRoutes(app);
  registerUploadsRoutes(app);
  registerPassesRoutes(app);
  registerWalletAppleRoutes(app);
  registerWalletGoogleRoutes(app);
  registerWalletRoutes(app);
  registerGetPassRoutes(app);
  registerEmailRoutes(app);
  registerScannerKeysRoutes(app);
  registerScannerRoutes(app);
  registerPassUsersRoutes(app);
  registerDashboardRoutes(app);
  registerSegmentsRoutes(app);
  registerAccrualRoutes(app);
  registerMessagesRoutes(app);
  registerTestingWizardRoutes(app);
  registerBillingRoutes(app);
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
          'Every answer is an envelope: `{ success: true, data }` or `{ success: false, code, message, field? }` (`code` is stable, for clients that translate). Every answer carries `X-Request-Id`, which the server log names too.',
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
  readonly config: Pick<ServerConfig, 'staticDir' | 'trustProxy'> & Partial<Pick<ServerConfig, 'publicUrl'>>;
  readonly container: Container;
  readonly logger: Logger;
}

/**
 * The client's address: the socket's, or (behind trusted proxies) the nearest X-Forwarded-For
 * entry that a trusted proxy did not write, walking from the right as proxy-addr does. The
 * leftmost entry is the client's own claim and is never believed on its own.
 */
const clientKeyOf = (c: Context, trust: ServerConfig['trustProxy']): string => {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
  }
  const forwarded = c.req.header('x-forwarded-for');
  if (trust === false || !forwarded) return socket;
  const request = { headers: { 'x-forwarded-for': forwarded }, connection: { remoteAddress: socket } };
  return proxyAddr(request as unknown as IncomingMessage, trustFunction(trust));
};

const compiledTrust = new WeakMap<readonly string[], (address: string, hop: number) => boolean>();
/** proxy-addr's trust test: by hop count, or by the proxies' addresses (compiled once). */
const trustFunction = (trust: number | readonly string[]) => {
  if (typeof trust === 'number') return (_: string, hop: number) => hop < trust;
  let compiled = compiledTrust.get(trust);
  if (!compiled) compiledTrust.set(trust, (compiled = proxyAddr.compile([...trust])));
  return compiled;
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
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
      // No inline or foreign scripts anywhere (the built pages load only their own modules).
      // Styles may be inline: Mantine writes its CSS variables and component styles at run time.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      // Browsers ignore HSTS over http; sent only where the public address is https.
      strictTransportSecurity: config.publicUrl?.startsWith('https://')
        ? 'max-age=15552000; includeSubDomains'
        : false,
    }),
  );
  app.use('*', compress());
  const tooLarge = (limit: string) => (c: Context) => failure(c, 413, 'http.too_large', { limit });
  const uploadLimit = bodyLimit({ maxSize: 6 * 1024 * 1024, onError: tooLarge('5 MB') });
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge('1 MB') });
  // Image uploads may be up to 5 MB (plus multipart framing); every other body stays small.
  app.use('/api/*', (c, next) => (c.req.path === '/api/uploads' ? uploadLimit(c, next) : jsonLimit(c, next)));
  app.use('/api/*', inputGuard());
  // The built-in checkout's confirmation posts to its page's own path (issue 24).
  app.use('/billing/*', jsonLimit, inputGuard());
  for (const path of ['/api/pass/*', '/api/wallet/apple/v1/*']) app.use(path, limitTokenGuesses);

  registerApiRoutes(app);
  const document = buildOpenApiDocument(app);
  app.get('/api/openapi.json', (c) => c.json(document));
  app.all('/api/*', (c) =>
    c.json(
      errorEnvelope('http.not_found', `${describeError('http.not_found')}: ${c.req.method} ${c.req.path}`),
      404,
    ),
  );

  mountSpa(app, config.staticDir);

  app.notFound((c) => failure(c, 404, 'http.not_found'));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (/malformed json/i.test(error.message)) return failure(c, error.status, 'http.malformed_json');
      if (error.status === 415)
        return failure(
          c,
          415,
          c.req.path === '/api/uploads'
            ? 'http.unsupported_media_type_upload'
            : 'http.unsupported_media_type',
        );
      // Hono's own refusals (e.g. a malformed form body) say what went wrong in English.
      return c.json(
        errorEnvelope('http.bad_request', error.message || describeError('http.bad_request')),
        error.status,
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a retry will do, and the pool reconnects by itself.
      (c.var.logger ?? logger).warn({ err: error }, 'database unavailable');
      c.header('Retry-After', '5');
      return failure(c, 503, 'http.unavailable');
    }
    // Logged once, with the request id; the answer names the id (to quote to support), never the stack.
    (c.var.logger ?? logger).error({ err: error }, 'unhandled error');
    return c.json(
      { ...errorEnvelope('http.internal', describeError('http.internal')), requestId: c.var.requestId },
      500,
    );
  });
  return app;
};
