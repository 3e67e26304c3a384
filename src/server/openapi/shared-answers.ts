import { errorDescriptions, responseHeaders, type ApiApp } from '../http/api.ts';

type OpenApiDocument = ReturnType<ApiApp['getOpenAPI31Document']>;

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}

interface Operation {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, string[]>[];
  responses?: Record<string, Response>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

const errorAnswer = (description: string, headers?: Record<string, unknown>): Response => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Body limits of `createApp` (bodyLimit): image uploads may be larger than every other body. */
const bodyLimitOf = (path: string) => (path === '/api/uploads' ? '5 MB' : '1 MB');

/**
 * Documents the answers that the app's shared machinery gives, on every operation it applies
 * to, so that no route has to repeat them (a status that the route documents itself is kept):
 * - 400 from validation (the `defaultHook` of `createApiApp`, and hono's malformed JSON or form
 *   data) on every operation with parameters or a body;
 * - 413 from the body limit of `createApp`, and 415 from the media-type check of
 *   `@hono/zod-openapi`, on every operation with a body;
 * - 401 from `requireAuth` (with `WWW-Authenticate: Bearer`) or `requireDevice` on every
 *   operation with bearer or device-key security, and `requireDevice`'s 429 once a client has
 *   sent too many wrong device keys. ApplePass routes answer 401 in their handlers and document
 *   it themselves;
 * - 503 with Retry-After from `createApp`'s error handler while the database cannot be reached.
 * `documented-answers.integration.test.ts` checks these against what the app answers.
 */
export const documentSharedAnswers = (document: OpenApiDocument): OpenApiDocument => {
  if (!document.components?.schemas?.['Error']) throw new Error('The Error schema is not registered');
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const responses = (operation.responses ??= {});
      const add = (status: number, response: Response) => {
        responses[status] ??= response;
      };
      const body = operation.requestBody?.content;
      if (operation.parameters?.length || body) add(400, errorAnswer(errorDescriptions[400]!));
      if (body) {
        add(413, errorAnswer(`The request body is larger than ${bodyLimitOf(path)}`));
        add(415, errorAnswer(`The request body is not ${Object.keys(body).join(' or ')}`));
      }
      const schemes = new Set((operation.security ?? []).flatMap((requirement) => Object.keys(requirement)));
      if (schemes.has('bearerAuth')) {
        const { description, headers, content } = responses[401] ?? errorAnswer(errorDescriptions[401]!);
        responses[401] = {
          description,
          headers: { ...headers, ...responseHeaders.wwwAuthenticate },
          content,
        };
      }
      // Any operation that reads the database answers 503 with Retry-After while it is unreachable.
      add(
        503,
        errorAnswer(
          'The database cannot be reached for a moment; see Retry-After',
          responseHeaders.retryAfter,
        ),
      );
      if (schemes.has('deviceKey')) {
        add(401, errorAnswer('Missing, unknown or revoked device key'));
        add(
          429,
          errorAnswer(
            'Too many wrong device keys from this client; see Retry-After',
            responseHeaders.retryAfter,
          ),
        );
      }
    }
  }
  return document;
};
