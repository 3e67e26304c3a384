import createClient from 'openapi-fetch';
import type {
  DataRequirements,
  GetPassError,
  GetPassGateway,
  PassRequirements,
  PublicCard,
} from '#domain/get-pass/index.ts';
import { domainError, err, ok, type Result } from '#domain/shared/result.ts';
import type { NextAction } from '#domain/wallet/index.ts';
import type { paths } from './generated/api.ts';

type Failure = { message?: string; code?: string; field?: string; nextAction?: NextAction };
type Answer = { data?: { data?: unknown }; error?: unknown; response: Response };

/** The server's coded failure as the page's error: its code (translated by the page), field and next step. */
const settle = async <T>(call: Promise<Answer>): Promise<Result<T, GetPassError>> => {
  try {
    const { data, error, response } = await call;
    if (data) return ok(data.data as T);
    const body = (error ?? {}) as Failure;
    const retryAfter = Number(response.headers.get('retry-after'));
    return err({
      ...domainError(body.code ?? `http.${response.status}`, body.message, body.field),
      ...(body.nextAction ? { nextAction: body.nextAction } : {}),
      // A form answer the server refused shows under its field, like the page's own checks.
      ...(body.field?.startsWith('data.') && body.code
        ? { problems: { [body.field.slice(5)]: body.code } }
        : {}),
      ...(response.status === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    });
  } catch {
    return err(domainError('http.network'));
  }
};

/**
 * The public get-pass API over fetch, without the dashboard's session handling: the customer
 * is not signed in, the holder token travels in the request.
 */
export const createHttpGetPassGateway = (
  baseUrl = '',
  fetcher: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
): GetPassGateway => {
  const client = createClient<paths>({ baseUrl, fetch: fetcher });
  return {
    card: (cardId, wallet) =>
      settle<PublicCard>(
        client.GET('/api/pass/card/{cardId}', { params: { path: { cardId }, query: { wallet } } }),
      ),
    requirements: (cardId, token) =>
      settle<PassRequirements>(
        client.GET('/api/pass/requirements/{cardId}', {
          params: { path: { cardId }, query: token ? { token } : {} },
        }),
      ),
    dataRequirements: (cardId) =>
      settle<DataRequirements>(
        client.GET('/api/pass/data/requirements/{cardId}', { params: { path: { cardId } } }),
      ),
    validate: (cardId, validationCode) =>
      settle<{ token: string }>(
        client.POST('/api/pass/validation/validate', { body: { cardId, validationCode } }),
      ),
    issueHolder: (cardId) =>
      settle<{ token: string }>(client.POST('/api/pass/holders', { body: { cardId } })),
    submit: (input) =>
      settle<{ token: string }>(client.POST('/api/pass/data/submit', { body: input as never })),
  };
};
