import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, issuePass, signUpWithDemoCard } from '../setup/test-app.ts';
import {
  deeplyNested,
  encodeSegment,
  HOSTILE_STRINGS,
  leafPaths,
  REMOVE,
  replaceAt,
  unknownKeywords,
  validValue,
  WRONG_TYPES,
  type JsonSchema,
} from './openapi-arbitraries.ts';

/**
 * Generated requests over every operation of the OpenAPI document (issue 22, part 3): valid ones
 * built from the operation's schemas, and the same mutated the way a hostile client would (NUL
 * bytes, lone surrogates, 300-character and 70,000-character strings, traversal forms, wrong
 * types, missing and extra fields, deep nesting). No answer may be a 5xx; each must be a status
 * the operation documents, with a body valid against the documented schema; no promise may be
 * left rejected. `HARDENING_RUNS` sets the requests per operation (50 in `npm test`, 1,000 with
 * `npm run test:hardening`).
 */

const RUNS = Number(process.env.HARDENING_RUNS ?? 50);
const SEED = Number(process.env.HARDENING_SEED ?? 20261126);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}
interface GeneratedRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  mutation: string;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let document: Document;
let credentials: Record<string, Record<string, string>>;
/** Real ids of this business, so valid requests reach past the lookup. */
let knownIds: string[];
/** Request bodies the generator cannot make valid (a whole card design), taken from the app. */
let fixtures: Record<string, GeneratedRequest>;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

const resolve = (ref: string): JsonSchema => {
  const name = ref.replace('#/components/schemas/', '');
  const schema = document.components.schemas[name];
  if (!schema) throw new Error(`unknown $ref ${ref}`);
  return schema;
};

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  t = await createTestApp();
  document = (await t.call('GET', '/api/openapi.json')).json as Document;
  const { auth, card } = await signUpWithDemoCard(t, 'hardening@example.com');
  const key = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, auth)).json.data;
  await issuePass(t, card._id);
  const customers = (await t.call('GET', '/api/pass-users', undefined, auth)).json.data;
  const me = (await t.call('GET', '/api/users/me', undefined, auth)).json.data;
  knownIds = [card._id, customers.items?.[0]?._id, key.id ?? key._id, me._id ?? me.id].filter(
    (id): id is string => typeof id === 'string',
  );
  const full = (await t.call('GET', `/api/business-card/${card._id}`, undefined, auth)).json.data;
  fixtures = {
    updateCard: { path: { id: card._id }, query: {}, body: full, mutation: 'none' },
    createCard: { path: {}, query: {}, body: full, mutation: 'none' },
  };
  credentials = {
    bearerAuth: auth,
    deviceKey: { 'x-device-key': key.key },
    applePass: { authorization: 'ApplePass not-the-token-of-any-pass' },
  };
});

afterAll(() => {
  process.off('unhandledRejection', onRejection);
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

const jsonBodySchema = (operation: Operation) => operation.requestBody?.content['application/json']?.schema;

/** Requests of an operation valid against its documented schemas. */
const validRequests = (operation: Operation): fc.Arbitrary<GeneratedRequest> => {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(fc.constantFrom(...knownIds), validValue(p.schema, resolve) as fc.Arbitrary<string>),
      ]),
    ),
  );
  const queryArb = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [p.name, validValue(p.schema, resolve).map((value) => String(value))]),
    ),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const bodySchema = jsonBodySchema(operation);
  const bodyArb = bodySchema ? validValue(bodySchema, resolve) : fc.constant(undefined);
  return fc
    .record({ path: pathArb, query: queryArb, body: bodyArb })
    .map((request) => ({ ...request, mutation: 'none' }) as GeneratedRequest);
};

/** A valid request of an operation, then (most of the time) one hostile change to it. */
const requests = (operation: Operation): fc.Arbitrary<GeneratedRequest> => {
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = jsonBodySchema(operation);
  const valid = validRequests(operation);
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 20 }));
  const anyValue = fc.oneof(hostile, fc.constantFrom(...WRONG_TYPES));
  return fc
    .tuple(
      valid,
      fc.oneof(
        { arbitrary: fc.constantFrom('none', 'remove', 'extra', 'nested', 'body'), weight: 3 },
        { arbitrary: fc.constantFrom('path', 'query'), weight: 3 },
        { arbitrary: fc.constant('leaf'), weight: 4 },
      ),
      hostile,
      fc.oneof({ arbitrary: hostile, weight: 3 }, { arbitrary: anyValue, weight: 1 }),
      fc.nat(),
    )
    .map(([request, kind, text, value, pick]): GeneratedRequest => {
      const pathNames = Object.keys(request.path);
      const queryNames = queryParams.map((p) => p.name);
      const leaves = leafPaths(request.body);
      switch (kind) {
        case 'path':
          if (!pathNames.length) break;
          return {
            ...request,
            path: { ...request.path, [pathNames[pick % pathNames.length]!]: text },
            mutation: `path=${JSON.stringify(text)}`,
          };
        case 'query':
          if (!queryNames.length) break;
          return {
            ...request,
            query: { ...request.query, [queryNames[pick % queryNames.length]!]: text },
            mutation: `query=${JSON.stringify(text)}`,
          };
        case 'leaf':
          if (!leaves.length) break;
          return {
            ...request,
            body: replaceAt(request.body, leaves[pick % leaves.length]!, value),
            mutation: `leaf ${leaves[pick % leaves.length]!.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`,
          };
        case 'remove':
          if (!leaves.length) break;
          return {
            ...request,
            body: replaceAt(request.body, leaves[pick % leaves.length]!, REMOVE),
            mutation: `remove ${leaves[pick % leaves.length]!.join('.')}`,
          };
        case 'extra':
          if (!bodySchema || typeof request.body !== 'object' || request.body === null) break;
          return {
            ...request,
            body: { ...request.body, ['x' + (pick % 7)]: value },
            mutation: 'extra field',
          };
        case 'nested':
          if (!bodySchema) break;
          return { ...request, body: deeplyNested(2_000), mutation: 'deeply nested' };
        case 'body':
          if (!bodySchema) break;
          return { ...request, body: value, mutation: `body=${JSON.stringify(value)?.slice(0, 40)}` };
      }
      return { ...request, mutation: 'none' };
    });
};

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);

const validatorFor = (schema: JsonSchema) => {
  const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  return ajv.compile(rewritten);
};

const credentialsOf = (operation: Operation) =>
  Object.assign(
    {},
    ...(operation.security ?? []).flatMap((r) => Object.keys(r)).map((scheme) => credentials[scheme]),
  ) as Record<string, string>;

/** Texts every field is tried with in the sweep. */
const SWEEP_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x'.repeat(300),
  'x'.repeat(70_000),
  '../../../etc/passwd',
];

/** Each path and query parameter with every hostile text, each body field with the sweep's texts. */
const sweep = (operation: Operation, base: GeneratedRequest): GeneratedRequest[] => {
  const variants: GeneratedRequest[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    for (const text of HOSTILE_STRINGS)
      variants.push({
        ...base,
        [parameter.in]: { ...base[parameter.in], [parameter.name]: text },
        mutation: `sweep ${parameter.in} ${parameter.name}=${JSON.stringify(text).slice(0, 20)}`,
      });
  }
  for (const leaf of leafPaths(base.body).slice(0, 150))
    for (const text of SWEEP_TEXTS)
      variants.push({
        ...base,
        body: replaceAt(base.body, leaf, text),
        mutation: `sweep ${leaf.join('.')}=${JSON.stringify(text).slice(0, 20)}`,
      });
  return variants;
};

describe('generated bad inputs (issue 22)', () => {
  it('the converter knows every keyword the document uses', () => {
    const unknown = new Set<string>();
    for (const { operation } of operations()) {
      for (const p of operation.parameters ?? [])
        unknownKeywords(p.schema, resolve).forEach((k) => unknown.add(k));
      const body = jsonBodySchema(operation);
      if (body) unknownKeywords(body, resolve).forEach((k) => unknown.add(k));
    }
    expect([...unknown]).toEqual([]);
  });

  it(`answers ${RUNS} generated requests per operation, and a sweep of every field, with documented non-5xx answers`, async () => {
    ajv.addSchema({ $id: 'doc', components: document.components });
    const problems: string[] = [];
    let sent = 0;
    const validators = new Map<string, ReturnType<typeof validatorFor>>();

    /** Sends one request; records a problem when the answer is a 5xx, undocumented or off its schema. */
    const send = async (method: string, path: string, operation: Operation, request: GeneratedRequest) => {
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(request.path[name] ?? '')) +
        (Object.keys(request.query).length ? `?${new URLSearchParams(request.query)}` : '');
      const answer = await t.call(
        method,
        url,
        request.body === undefined ? undefined : JSON.stringify(request.body),
        credentialsOf(operation),
      );
      sent += 1;
      const what = `${operation.operationId} ${method} ${url.slice(0, 100)} (${request.mutation}) → ${answer.status}`;
      const documented = operation.responses[String(answer.status)];
      if (answer.status >= 500) problems.push(`${what}: ${answer.text.slice(0, 160)}`);
      else if (!documented) problems.push(`${what}: status not documented`);
      else {
        const schema = documented.content?.['application/json']?.schema;
        if (schema && answer.json !== undefined) {
          const key = `${operation.operationId} ${answer.status}`;
          if (!validators.has(key)) validators.set(key, validatorFor(schema));
          const validate = validators.get(key)!;
          if (!validate(answer.json))
            problems.push(`${what}: body off its schema ${ajv.errorsText(validate.errors).slice(0, 160)}`);
        }
      }
      return answer.status;
    };

    for (const { method, path, operation } of operations()) {
      // Uploads are multipart; their hostile files are the upload corpus's job.
      if (operation.requestBody && !jsonBodySchema(operation)) continue;
      // One screen of problems is enough to act on.
      if (problems.length >= 40) break;
      await fc.assert(
        fc.asyncProperty(requests(operation), async (request) => {
          if (problems.length < 40) await send(method, path, operation, request);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // The sweep: every field of a request the server accepted (or of the first generated one),
      // with each of the texts that broke servers before, so no field is left to chance.
      const samples = fc.sample(validRequests(operation), { numRuns: 8, seed: SEED });
      let base = fixtures[operation.operationId] ?? samples[0]!;
      if (!fixtures[operation.operationId])
        for (const sample of samples)
          if ((await send(method, path, operation, sample)) < 300) {
            base = sample;
            break;
          }
      for (const variant of sweep(operation, base)) {
        if (problems.length >= 40) break;
        await send(method, path, operation, variant);
      }
    }
    const covered = operations().filter(
      ({ operation }) => !operation.requestBody || jsonBodySchema(operation),
    );
    console.info(
      `generated bad inputs: ${covered.length} operations, ${sent} requests, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
    expect(rejections).toEqual([]);
    expect(sent).toBeGreaterThan(operations().length * Math.min(RUNS, 50));
  }, 900_000);
});
