import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithDemoCard } from '../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let card: { _id: string } & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  ({ auth, card } = await signUpWithDemoCard(t, 'guard@example.com'));
});

describe('the input guard (issue 22: no text a person cannot type reaches the database)', () => {
  it('refuses NUL and lone surrogates in paths and queries with a 400, as the outside probe sent them', async () => {
    for (const [method, path, headers] of [
      ['GET', '/api/wallet/apple/v1/passes/%00/%00', { authorization: 'ApplePass x' }],
      ['POST', '/api/pass/validation/regenerate-code/%00', {}],
      ['GET', '/api/pass-users/%ED%A0%80/details', auth],
      ['GET', `/api/pass/apple/${card._id}?token=a%00b`, {}],
    ] as const) {
      const answer = await t.call(method, path, undefined, headers);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.json.code).toBe('validation.unsafe_text');
    }
  });
  it('refuses a NUL or a lone surrogate anywhere in a JSON body, naming the field, and stores nothing', async () => {
    const before = (await t.call('GET', `/api/business-card/${card._id}`, undefined, auth)).json.data;
    const broken = { ...before, info: { ...before.info, companyName: 'Café\ud800' } };
    const answer = await t.call('PUT', `/api/business-card/${card._id}`, broken, auth);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: 'validation.unsafe_text',
      field: 'info.companyName',
      message: 'info.companyName: Remove the invisible or broken characters from this text.',
    });
    const after = (await t.call('GET', `/api/business-card/${card._id}`, undefined, auth)).json.data;
    expect(after.info.companyName).toBe(before.info.companyName);
    const contact = await t.call('POST', '/api/email/contact-form', {
      name: 'Ana\u0000',
      email: 'ana@example.com',
      message: 'Hello',
    });
    expect(contact.status).toBe(400);
    expect(contact.json.field).toBe('name');
  });
  it('keeps line breaks, tabs, accents and emoji', async () => {
    const before = (await t.call('GET', `/api/business-card/${card._id}`, undefined, auth)).json.data;
    const text = 'Café 🇵🇹 👨‍👩‍👧\tÑandú';
    const answer = await t.call(
      'PUT',
      `/api/business-card/${card._id}`,
      { ...before, info: { ...before.info, companyName: text } },
      auth,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.data.info.companyName).toBe(text);
  });
  it('refuses a body nested deeper than any schema', async () => {
    for (const depth of [40, 100_000]) {
      const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const answer = await t.call('POST', '/api/auth/login', deep);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe('validation.too_deep');
    }
  });
  it('leaves malformed JSON to the validator’s own answer', async () => {
    const answer = await t.call('POST', '/api/auth/login', '{"email":');
    expect(answer).toMatchObject({ status: 400, json: { code: 'http.malformed_json' } });
  });
});
