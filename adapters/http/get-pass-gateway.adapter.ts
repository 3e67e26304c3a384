import createClient from 'openapi-fetch';
import type { GetPassError, GetPassGateway } from '#domain/get-pass/index.ts';
// The file, not the slice's index: the get-pass page bundles this adapter and must not pull zod in.
import { NEXT_ACTIONS } from '#domain/get-pass/next-actions.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { paths } from './generated/api.ts';
import { refusalError, refusalOf, type ApiRefusal } from './settle.ts';

/** The server's coded failure as the page's error: its code (translated by the page), field and next step. */
const refused = (refusal: ApiRefusal): GetPassError => {
  const nextAction = NEXT_ACTIONS.find((action) => action === refusal.body['nextAction']);
  return {
    ...refusalError(refusal),
    ...(nextAction ? { nextAction } : {}),
    // A form answer the server refused shows under its field, like the page's own checks.
    ...(refusal.field?.startsWith('data.') && typeof refusal.body['code'] === 'string'
      ? { problems: { [refusal.field.slice(5)]: refusal.code } }
      : {}),
    ...(refusal.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: refusal.retryAfterSeconds }),
  };
};

/**
 * `settle` without the runtime parse: the page's bundle has no room for zod (≤ 50 KB, checked by
 * test/e2e/get-pass-flow.test.ts), so a reply is checked at compile time instead — `data` is
 * typed from the OpenAPI document, which the routes generate from the domain's schemas, and
 * must fit the port's types. Refusals are read as `settle` reads them.
 */
const answer = async <T>(
  call: Promise<{ data?: { data: T }; error?: unknown; response: Response }>,
): Promise<Result<T, GetPassError>> => {
  try {
    const { data, error, response } = await call;
    return response.ok && data ? ok(data.data) : err(refused(refusalOf(response, error)));
  } catch {
    return err(refused({ status: 0, code: 'http.network', body: {} }));
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
      answer(client.GET('/api/pass/card/{cardId}', { params: { path: { cardId }, query: { wallet } } })),
    requirements: (cardId, token) =>
      answer(
        client.GET('/api/pass/requirements/{cardId}', {
          params: { path: { cardId }, query: token ? { token } : {} },
        }),
      ),
    dataRequirements: (cardId) =>
      answer(client.GET('/api/pass/data/requirements/{cardId}', { params: { path: { cardId } } })),
    validate: (cardId, validationCode) =>
      answer(client.POST('/api/pass/validation/validate', { body: { cardId, validationCode } })),
    issueHolder: (cardId) => answer(client.POST('/api/pass/holders', { body: { cardId } })),
    submit: (input) => answer(client.POST('/api/pass/data/submit', { body: input })),
  };
};
