import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Principal } from '#domain/auth/index.ts';
import type { DevicePrincipal } from '#domain/scanner/index.ts';
import type { Token } from '#domain/shared/index.ts';
import { describeIssues } from './errors.ts';

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
      if (!result.success)
        return c.json({ success: false as const, message: describeIssues(result.error) }, 400);
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
    code: z.string().optional().openapi({
      description: 'Stable error code, for clients that show their own translation (get-pass routes)',
      example: 'validation.email_invalid',
    }),
    field: z.string().optional().openapi({ description: 'The input the error is about', example: 'email' }),
  })
  .openapi('Error');

/** The success envelope around `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input; the message names the field',
  401: 'Missing, invalid or expired credentials',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests; see Retry-After',
  503: 'Unavailable',
};

/** OpenAPI response entries for the given error statuses. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: errorDescriptions[status] ?? 'Error',
        content: { 'application/json': { schema: ErrorSchema } },
      },
    ]),
  ) as { [K in S]: { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } } };

/** A JSON request body that must be present. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A JSON success response. */
export const jsonOk = <T extends z.ZodType>(description: string, data: T) => ({
  description,
  content: { 'application/json': { schema: envelope(data) } },
});

export const bearerSecurity = [{ bearerAuth: [] as string[] }];
export const deviceKeySecurity = [{ deviceKey: [] as string[] }];

/** A path parameter holding an id (uuid or code), as OpenAPI documents it. */
export const idParams = <N extends string>(name: N) =>
  z.object({
    [name]: z
      .string()
      .min(1)
      .max(64)
      .openapi({ param: { name, in: 'path' } }),
  } as { [K in N]: z.ZodString });
