import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithDemoCard } from '../../../test/setup/test-app.ts';
import { describeError } from '../http/errors.ts';

/**
 * The OpenAPI document against what the app answers, for the answers every operation of a kind
 * gives: malformed input, malformed JSON, a wrong media type, an over-large body, no credentials,
 * and unknown ids. Each answer must be documented for its operation, and none may be a 500.
 */

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

interface Case {
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let cases: Case[];
let credentials: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.call('GET', '/api/openapi.json')).json as {
    paths: Record<string, Record<string, Operation>>;
  };
  cases = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  const { auth } = await signUpWithDemoCard(t, 'openapi-answers@example.com');
  const key = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, auth)).json.data.key;
  credentials = {
    bearerAuth: auth,
    deviceKey: { 'x-device-key': key },
    applePass: { authorization: 'ApplePass not-the-token-of-any-pass' },
  };
});

const schemesOf = (operation: Operation) =>
  operation.security.flatMap((requirement) => Object.keys(requirement));
const credentialsFor = (operation: Operation) =>
  Object.assign({}, ...schemesOf(operation).map((scheme) => credentials[scheme])) as Record<string, string>;
const withPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
const paramsIn = (operation: Operation, place: 'path' | 'query') =>
  (operation.parameters ?? []).filter((parameter) => parameter.in === place);
const bodyTypeOf = (operation: Operation) => Object.keys(operation.requestBody?.content ?? {})[0];
const LONG = 'x'.repeat(300);
const UNKNOWN_UUID = '0b7e6c1e-5f7a-4c4e-9d2a-3f1c2b4a5d6e';

/** Sends one request per case and lists every answer that is a 500 or not documented. */
const undocumented = async (
  selected: readonly Case[],
  request: (c: Case) => { path: string; body?: unknown; headers?: Record<string, string> },
  expected?: number,
) => {
  const problems: string[] = [];
  for (const c of selected) {
    const { path, body, headers = {} } = request(c);
    const answer = await t.call(c.method, path, body, { ...credentialsFor(c.operation), ...headers });
    const documented = Object.keys(c.operation.responses).map(Number);
    if (
      answer.status === 500 ||
      !documented.includes(answer.status) ||
      (expected !== undefined && answer.status !== expected)
    )
      problems.push(
        `${c.operation.operationId} (${c.method} ${path}): ${answer.status}; documented ${documented}`,
      );
    // The document's info says every answer carries one.
    if (!answer.headers.get('x-request-id')) problems.push(`${c.operation.operationId}: no X-Request-Id`);
    // One error envelope everywhere: a code that names an English text, besides the message
    // (Apple's web service protocol answers its refusals with an empty body, which is no envelope).
    const envelope = answer.json as { success?: unknown; code?: unknown; message?: unknown } | undefined;
    if (
      answer.status >= 400 &&
      answer.text !== '' &&
      (envelope?.success !== false ||
        typeof envelope.code !== 'string' ||
        describeError(envelope.code) === envelope.code ||
        typeof envelope.message !== 'string')
    )
      problems.push(`${c.operation.operationId} (${c.method} ${path}): envelope ${JSON.stringify(envelope)}`);
  }
  return problems;
};

describe('documented answers (the OpenAPI document matches what the app answers)', () => {
  it('refuses malformed parameters and bodies with a documented 400', async () => {
    const selected = cases.filter((c) => c.operation.parameters?.length || c.operation.requestBody);
    expect(selected.length).toBeGreaterThan(40);
    const problems = await undocumented(
      selected,
      ({ path, operation }) => {
        const query = new URLSearchParams(paramsIn(operation, 'query').map(({ name }) => [name, LONG]));
        const type = bodyTypeOf(operation);
        const body = type === 'multipart/form-data' ? new FormData() : type ? '[]' : undefined;
        return { path: `${withPath(path, LONG)}${query.size ? `?${query}` : ''}`, body };
      },
      400,
    );
    expect(problems).toEqual([]);
  });

  it('refuses malformed JSON with a documented 400', async () => {
    const selected = cases.filter((c) => bodyTypeOf(c.operation) === 'application/json');
    expect(selected.length).toBeGreaterThan(20);
    expect(
      await undocumented(selected, ({ path }) => ({ path: withPath(path, 'x'), body: '{"a":' }), 400),
    ).toEqual([]);
  });

  it('refuses a body of another media type with a documented 415', async () => {
    const selected = cases.filter((c) => c.operation.requestBody);
    const problems = await undocumented(
      selected,
      ({ path }) => ({ path: withPath(path, 'x'), body: 'hello', headers: { 'content-type': 'text/plain' } }),
      415,
    );
    expect(problems).toEqual([]);
  });

  it('refuses a body over the limit with a documented 413', async () => {
    const selected = cases.filter((c) => c.operation.requestBody);
    const problems = await undocumented(
      selected,
      ({ path }) => ({
        path: withPath(path, 'x'),
        body: JSON.stringify({ padding: 'x'.repeat((path === '/api/uploads' ? 6 : 1) * 1024 * 1024) }),
      }),
      413,
    );
    expect(problems).toEqual([]);
  });

  it('answers a documented 401 without credentials on every operation behind bearer or device-key security', async () => {
    const selected = cases.filter((c) =>
      schemesOf(c.operation).some((scheme) => scheme === 'bearerAuth' || scheme === 'deviceKey'),
    );
    expect(selected.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const { method, path, operation } of selected) {
      const answer = await t.call(method, withPath(path, 'x'));
      if (answer.status !== 401 || !operation.responses['401'])
        problems.push(`${operation.operationId}: ${answer.status}`);
      if (schemesOf(operation).includes('bearerAuth') && answer.headers.get('www-authenticate') !== 'Bearer')
        problems.push(`${operation.operationId}: no WWW-Authenticate`);
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown ids (well-formed or not) with a documented status, never a 500', async () => {
    // Operations with a body need a valid one to reach the lookup; those without are sent as is.
    const selected = cases.filter((c) => paramsIn(c.operation, 'path').length && !c.operation.requestBody);
    expect(selected.length).toBeGreaterThan(15);
    const wellFormed = await undocumented(selected, ({ path }) => ({ path: withPath(path, UNKNOWN_UUID) }));
    expect(wellFormed).toEqual([]);
    expect(await undocumented(selected, ({ path }) => ({ path: withPath(path, 'not-a-uuid') }))).toEqual([]);
  });
});
