import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Principal } from '#domain/auth/index.ts';
import type { DevicePrincipal } from '#domain/scanner/index.ts';
import type { Token } from '#domain/shared/index.ts';
import { validationFailure } from './errors.ts';

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    container: Container;
    principal: Principal;
    device: DevicePrincipal;
    clientKey: string;
  };
}

export type ApiApp = OpenAPIHono<AppEnv>;

/** An OpenAPI app whose validation failures answer 400 with a message naming the field. */
export const createApiApp = (): ApiApp =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailure(c, result.error);
      return undefined;
    },
  });

/** Typed lookup of a binding. */
export const use = <T>(container: Container, token: Token<T>): T => container.get<T>(token);

/** The error envelope. */
export const ErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string().openapi({ example: 'email: Enter a valid email address.' }),
    code: z.string().openapi({
      description:
        "Stable error code (a key of the locales' errors.json), for clients that show their own translation",
      example: 'validation.email_invalid',
    }),
    field: z.string().optional().openapi({ description: 'The input the error is about', example: 'email' }),
    requestId: z.string().optional().openapi({
      description:
        'On a 500: the id of the request (also in X-Request-Id and the server log), to quote to support',
    }),
  })
  .openapi('Error');

/** The success envelope around `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** What each error status of this API means, as the OpenAPI document says it. */
export const errorDescriptions: Readonly<Record<number, string>> = {
  400: 'Invalid input; the message names the field',
  401: 'Missing, invalid or expired credentials',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone: it expired',
  413: 'The request body is too large',
  415: 'The request body is not of the declared media type',
  429: 'Too many requests; see Retry-After',
  503: 'Unavailable',
};

/** An OpenAPI header object (the index signature admits the `x-` extensions it may carry). */
interface HeaderDoc {
  description: string;
  required: true;
  schema: { type: 'string' | 'integer'; format?: string; minimum?: number };
  example?: string | number;
  [extension: `x-${string}`]: unknown;
}

const stringHeader = (description: string, example?: string, format?: string): HeaderDoc => ({
  description,
  required: true,
  schema: format ? { type: 'string', format } : { type: 'string' },
  ...(example === undefined ? {} : { example }),
});

/**
 * Response headers that handlers set, as OpenAPI documents them: spread into a response's
 * `headers`, e.g. `headers: { ...responseHeaders.cacheControl('no-store') }`.
 */
export const responseHeaders = {
  /** Every 429 of this API says when to try again. */
  retryAfter: {
    'Retry-After': {
      description: 'Seconds to wait before trying again',
      required: true,
      schema: { type: 'integer', minimum: 1 },
      example: 600,
    },
  },
  /** `requireAuth`'s 401. */
  wwwAuthenticate: { 'WWW-Authenticate': stringHeader('The scheme to authenticate with', 'Bearer') },
  lastModified: {
    'Last-Modified': stringHeader(
      'When the pass last changed (an HTTP date); Apple Wallet sends it back as If-Modified-Since',
      'Mon, 23 Nov 2026 10:00:00 GMT',
    ),
  },
  etag: {
    ETag: stringHeader(
      'The version of the pass (a strong validator); send it back as If-None-Match',
      '"4182"',
    ),
  },
  location: (description: string) => ({ Location: stringHeader(description, undefined, 'uri') }),
  /** A download: `attachment` with the name to save the file as. */
  contentDisposition: (example: string) => ({
    'Content-Disposition': stringHeader('An attachment, with the file name to save it as', example),
  }),
  cacheControl: (
    value: string,
    description = 'Not to be stored by caches: the answer is private or changes',
  ) => ({
    'Cache-Control': stringHeader(description, value),
  }),
} satisfies Record<string, Record<string, HeaderDoc> | ((value: string) => Record<string, HeaderDoc>)>;

type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } };

/** OpenAPI response entries for the given error statuses (a 429 with its Retry-After header). */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: errorDescriptions[status] ?? 'Error',
        ...(status === 429 ? { headers: responseHeaders.retryAfter } : {}),
        content: { 'application/json': { schema: ErrorSchema } },
      },
    ]),
  ) as { [K in S]: ErrorResponse };

/** A JSON request body that must be present. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A JSON success response, with the headers the handler sets (see `responseHeaders`). */
export const jsonOk = <T extends z.ZodType>(
  description: string,
  data: T,
  headers?: Record<string, HeaderDoc>,
) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: envelope(data) } },
});

/**
 * Security requirements of the routes; the schemes are registered in `buildOpenApiDocument`.
 * A route with one of them also answers 401 (documented there); public routes say `security: []`.
 */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];
export const deviceKeySecurity = [{ deviceKey: [] as string[] }];
/** `Authorization: ApplePass <authenticationToken>`, checked by the Apple Wallet handlers themselves. */
export const applePassSecurity = [{ applePass: [] as string[] }];

/** A path parameter holding an id (uuid or code), as OpenAPI documents it. */
export const idParams = <N extends string>(name: N) =>
  z.object({
    [name]: z
      .string()
      .min(1)
      .max(64)
      .openapi({ param: { name, in: 'path' } }),
  } as { [K in N]: z.ZodString });
