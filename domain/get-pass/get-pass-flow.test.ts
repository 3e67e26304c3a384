import { describe, expect, it } from 'vitest';
import { fixedClock, MemoryRateLimiter, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent, type CardInput } from '../cards/index.ts';
import { DEMO_CARD_ID } from '../testing-wizard/index.ts';
import { preparePass } from '../wallet/index.ts';
import { contactFrom, validateCollectedData } from './collected-data.ts';
import { issueValidationCode } from './issue-code.use-case.ts';
import { dataRequirements, passRequirements, requirementsFromData } from './pass-requirements.use-case.ts';
import { regenerateCode } from './regenerate-code.use-case.ts';
import { submitData } from './submit-data.use-case.ts';
import { validateCode } from './validate-code.use-case.ts';

const FIELDS = [
  { key: 'fullName', label: 'Full name', type: 'text', required: true },
  { key: 'email', label: 'Email', type: 'email', required: true },
  { key: 'phone', label: 'Phone', type: 'phone' },
  { key: 'age', label: 'Age', type: 'number' },
  { key: 'size', label: 'Size', type: 'select', options: ['S', 'M', 'L'] },
  { key: 'likes', label: 'Likes', type: 'checkbox', options: ['Tea', 'Coffee'] },
  { key: 'notes', label: 'Notes', type: 'textarea' },
];

const setup = async (
  requirements: { validation?: boolean; data?: boolean; expiryHours?: number | null } = {},
) => {
  const cards = createMemoryCards();
  const holders = createMemoryHolders();
  const clock = fixedClock();
  const ids = sequentialIds();
  const limiter = new MemoryRateLimiter();
  const base = demoCardContent('stamp_card', 'Café') as CardInput;
  await cards.insert({
    id: 'c1',
    businessId: 'b1',
    content: CardInputSchema.parse({
      ...base,
      validation: {
        enabled: requirements.validation ?? false,
        message: 'Ask at the counter',
        codeExpirationHours: requirements.expiryHours ?? null,
      },
      dataCollection: { enabled: requirements.data ?? false, fields: FIELDS },
    }),
    isPublished: true,
    at: clock.now(),
  });
  await cards.insert({
    id: 'draft',
    businessId: 'b1',
    content: CardInputSchema.parse(base),
    isPublished: false,
    at: clock.now(),
  });
  const deps = { cards, holders, ids, clock };
  return {
    ...deps,
    limiter,
    issue: issueValidationCode(deps),
    validate: validateCode({ cards, holders, limiter, clock }),
    regenerate: regenerateCode(deps),
    submit: submitData(deps),
    requirements: passRequirements(deps),
    dataReqs: dataRequirements(deps),
    prepare: preparePass(deps),
  };
};

const goodAnswers = { fullName: ' Ana Kowalska ', email: 'ana@example.com', size: 'M', likes: ['Tea'] };

describe('validateCollectedData (requirements §3 data-collection fields)', () => {
  const fields = CardInputSchema.parse({
    ...demoCardContent('stamp_card', 'Café'),
    dataCollection: { enabled: true, fields: FIELDS },
  }).dataCollection.fields;

  it('accepts trimmed answers of the right types and drops empty optional ones', () => {
    const result = validateCollectedData(fields, { ...goodAnswers, phone: '', age: '42', notes: '  ' });
    expect(result).toEqual({
      ok: true,
      value: { fullName: 'Ana Kowalska', email: 'ana@example.com', age: '42', size: 'M', likes: ['Tea'] },
    });
  });

  it('names every problem by field: required, types, options and unknown fields', () => {
    const result = validateCollectedData(fields, {
      email: 'not-an-email',
      phone: 'abc',
      age: 'ten',
      size: 'XXL',
      likes: ['Juice'],
      notes: 'x'.repeat(2001),
      admin: true,
    });
    expect(result).toEqual({
      ok: false,
      problems: {
        fullName: 'validation.required',
        email: 'validation.email_invalid',
        phone: 'validation.phone_invalid',
        age: 'validation.number_invalid',
        size: 'validation.option_invalid',
        likes: 'validation.option_invalid',
        notes: 'validation.too_long',
        admin: 'validation.unknown_field',
      },
    });
    expect(validateCollectedData(fields, ['x'])).toEqual({
      ok: false,
      problems: { data: 'validation.invalid' },
    });
    expect(validateCollectedData(fields, { ...goodAnswers, fullName: { a: 1 } })).toMatchObject({
      ok: false,
      problems: { fullName: 'validation.invalid' },
    });
    expect(validateCollectedData(fields, { ...goodAnswers, age: 7, likes: 'Coffee' })).toMatchObject({
      ok: true,
      value: { age: 7, likes: ['Coffee'] },
    });
  });

  it('finds the contact details among the answers', () => {
    expect(
      contactFrom(fields, { fullName: 'Ana', email: 'ana@example.com', phone: '+48 600 100 200' }),
    ).toEqual({ name: 'Ana', email: 'ana@example.com', phone: '+48 600 100 200' });
    expect(contactFrom(fields, { size: 'M' })).toEqual({});
  });
});

describe('validation codes (requirements §7 issue-code, validate, regenerate)', () => {
  it('issues a code the customer enters once to get the holder token', async () => {
    const s = await setup({ validation: true });
    const issued = await s.issue('b1', { cardId: 'c1', name: 'Ana', email: 'ana@example.com' });
    if (!issued.ok) throw new Error(issued.error.code);
    expect(issued.value.holder).toMatchObject({ name: 'Ana', email: 'ana@example.com', validatedAt: null });
    expect(await s.requirements('c1', issued.value.holder.authenticationToken)).toMatchObject({
      ok: true,
      value: { nextAction: 'validate_code' },
    });
    expect(await s.prepare('c1', issued.value.holder.authenticationToken)).toMatchObject({
      ok: false,
      error: { nextAction: 'validate_code' },
    });

    const code = issued.value.validationCode.toLowerCase();
    const token = { ok: true, value: { token: issued.value.holder.authenticationToken } };
    // Typed as it is read out, in two groups, with stray spaces around.
    const grouped = ` ${code.slice(0, 4)} ${code.slice(4)} `;
    expect(await s.validate({ cardId: 'c1', validationCode: grouped }, 'ip1')).toEqual(token);
    // Used, but the pass not taken yet (the link opened again in another browser): the same pass.
    expect(await s.validate({ cardId: 'c1', validationCode: code }, 'ip2')).toEqual(token);
    expect(await s.prepare('c1', issued.value.holder.authenticationToken)).toMatchObject({ ok: true });
    // Once the pass is downloaded (or in a wallet), the code is spent.
    const row = s.holders.rows.findIndex((h) => h.id === issued.value.holder.id);
    s.holders.rows[row] = { ...s.holders.rows[row]!, downloadedAt: new Date('2026-11-29T10:00:00Z') };
    expect(await s.validate({ cardId: 'c1', validationCode: code }, 'ip1')).toMatchObject({
      ok: false,
      error: { code: 'passes.code_used', field: 'validationCode' },
    });
  });

  it('refuses an email that already holds the card when asked to (add customer), whatever its case', async () => {
    const s = await setup({ validation: true });
    expect((await s.issue('b1', { cardId: 'c1', name: 'Ana', email: 'ana@example.com' })).ok).toBe(true);
    expect(
      await s.issue('b1', { cardId: 'c1', name: 'Ana', email: 'ANA@example.com', refuseKnownEmail: true }),
    ).toEqual({ ok: false, error: { code: 'customers.email_taken', field: 'email' } });
    // Without the ask (a customer asking for their pass again, a test customer) a second one is issued.
    expect((await s.issue('b1', { cardId: 'c1', name: 'Ana', email: 'ana@example.com' })).ok).toBe(true);
    expect(s.holders.rows).toHaveLength(2);
  });

  it('refuses the demo card, unknown, draft and other businesses’ cards with "Invalid card ID"', async () => {
    const s = await setup({ validation: true });
    for (const cardId of [undefined, '', DEMO_CARD_ID, 'nope', 'draft'])
      expect(await s.issue('b1', { cardId, name: 'Ana' })).toMatchObject({
        ok: false,
        error: { code: 'customers.invalid_card_id' },
      });
    expect(await s.issue('b2', { cardId: 'c1' })).toMatchObject({
      ok: false,
      error: { code: 'customers.invalid_card_id' },
    });
    expect(await s.issue('b1', { cardId: 'c1', email: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'validation.email_invalid', field: 'email' },
    });
    expect(await s.issue('b1', { cardId: 'c1', phone: 'call me' })).toMatchObject({
      ok: false,
      error: { code: 'validation.phone_invalid' },
    });
    expect(s.holders.rows).toHaveLength(0);
  });

  it('creates a customer from form answers (create-user) and checks them', async () => {
    const s = await setup({ validation: true, data: true });
    expect(await s.issue('b1', { cardId: 'c1', data: { fullName: 'Ana' } })).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'data.email' },
    });
    const created = await s.issue('b1', { cardId: 'c1', data: goodAnswers });
    if (!created.ok) throw new Error(created.error.code);
    expect(created.value.holder).toMatchObject({ name: 'Ana Kowalska', email: 'ana@example.com' });
    expect(created.value.holder.dataCollectedAt).not.toBeNull();
    const token = created.value.holder.authenticationToken;
    expect(await s.validate({ cardId: 'c1', validationCode: created.value.validationCode }, 'x')).toEqual({
      ok: true,
      value: { token },
    });
    expect(await s.requirements('c1', token)).toMatchObject({ ok: true, value: { nextAction: 'download' } });
  });

  it('refuses expired codes, and a regenerated code replaces the old one', async () => {
    const s = await setup({ validation: true, expiryHours: 24 });
    const issued = await s.issue('b1', { cardId: 'c1' });
    if (!issued.ok) throw new Error('not issued');
    s.clock.advance(25 * 3_600_000);
    expect(
      await s.validate({ cardId: 'c1', validationCode: issued.value.validationCode }, 'ip'),
    ).toMatchObject({ ok: false, error: { code: 'passes.code_expired' } });

    const fresh = await s.regenerate('b1', issued.value.holder.id);
    if (!fresh.ok) throw new Error('not regenerated');
    expect(fresh.value.validationCode).not.toBe(issued.value.validationCode);
    expect(
      await s.validate({ cardId: 'c1', validationCode: issued.value.validationCode }, 'ip'),
    ).toMatchObject({ ok: false, error: { code: 'passes.code_invalid' } });
    expect(
      await s.validate({ cardId: 'c1', validationCode: fresh.value.validationCode }, 'ip'),
    ).toMatchObject({
      ok: true,
    });
    expect(await s.regenerate('b2', issued.value.holder.id)).toMatchObject({
      ok: false,
      error: { code: 'passes.holder_not_found' },
    });
  });

  it('limits wrong codes to 5 per card and client and 20 per client, then says when to retry', async () => {
    const s = await setup({ validation: true });
    const issued = await s.issue('b1', { cardId: 'c1' });
    if (!issued.ok) throw new Error('not issued');
    for (let i = 0; i < 5; i++)
      expect(await s.validate({ cardId: 'c1', validationCode: `WRONG${i}` }, 'ip')).toMatchObject({
        ok: false,
        error: { code: 'passes.code_invalid' },
      });
    const blocked = await s.validate({ cardId: 'c1', validationCode: 'WRONG' }, 'ip');
    expect(blocked).toMatchObject({ ok: false, error: { code: 'passes.too_many_attempts' } });
    if (!blocked.ok) expect(blocked.error.retryAfterSeconds).toBe(600);
    // Another client is not affected; the limit window passes.
    expect(await s.validate({ cardId: 'c1', validationCode: 'WRONG' }, 'other')).toMatchObject({
      error: { code: 'passes.code_invalid' },
    });
    s.clock.advance(600_000);
    expect(
      await s.validate({ cardId: 'c1', validationCode: issued.value.validationCode }, 'ip'),
    ).toMatchObject({ ok: true });
    expect(s.limiter.counts.get('code:ip')?.count).toBeLessThanOrEqual(20);
  });

  it('answers bad input and unknown cards without revealing holders', async () => {
    const s = await setup({ validation: true });
    expect(await s.validate({ validationCode: 'X' }, 'ip')).toMatchObject({ error: { field: 'cardId' } });
    expect(await s.validate({ cardId: 'c1', validationCode: 7 }, 'ip')).toMatchObject({
      error: { field: 'validationCode' },
    });
    expect(await s.validate({ cardId: 'draft', validationCode: 'X' }, 'ip')).toMatchObject({
      error: { code: 'passes.card_not_found' },
    });
  });
});

describe('data collection (requirements §7 data submit, requirements)', () => {
  it('creates a holder from the form of a card without codes, and replaces answers by token', async () => {
    const s = await setup({ data: true });
    expect(await s.dataReqs('c1')).toMatchObject({
      ok: true,
      value: { needsDataCollection: true, needsValidation: false, fields: expect.any(Array) },
    });
    expect(await s.requirements('c1')).toMatchObject({ ok: true, value: { nextAction: 'collect_data' } });
    const bad = await s.submit({ cardId: 'c1', data: { ...goodAnswers, email: 'ana@' } });
    expect(bad).toMatchObject({
      ok: false,
      error: {
        code: 'validation.email_invalid',
        field: 'data.email',
        problems: { email: 'validation.email_invalid' },
      },
    });
    const first = await s.submit({ cardId: 'c1', data: goodAnswers });
    if (!first.ok) throw new Error(first.error.code);
    expect(s.holders.rows).toHaveLength(1);
    expect(s.holders.rows[0]).toMatchObject({ name: 'Ana Kowalska', email: 'ana@example.com' });

    // The same form sent again with the token changes nothing and adds nobody.
    const again = await s.submit({ cardId: 'c1', token: first.value.token, data: goodAnswers });
    expect(again).toEqual(first);
    await s.submit({ cardId: 'c1', token: first.value.token, data: { ...goodAnswers, size: 'L' } });
    expect(s.holders.rows).toHaveLength(1);
    expect(s.holders.rows[0]!.data).toMatchObject({ size: 'L' });
    expect(await s.requirements('c1', first.value.token)).toMatchObject({
      value: { nextAction: 'download' },
    });
    expect(await s.submit({ cardId: 'c1', token: 'forged', data: goodAnswers })).toMatchObject({
      error: { code: 'passes.holder_not_found' },
    });
  });

  it('asks for the code first on cards with validation', async () => {
    const s = await setup({ validation: true, data: true });
    expect(await s.submit({ cardId: 'c1', data: goodAnswers })).toMatchObject({
      ok: false,
      error: { nextAction: 'validate_code' },
    });
    const issued = await s.issue('b1', { cardId: 'c1' });
    if (!issued.ok) throw new Error('not issued');
    const token = issued.value.holder.authenticationToken;
    expect(await s.submit({ cardId: 'c1', token, data: goodAnswers })).toMatchObject({
      ok: false,
      error: { nextAction: 'validate_code' },
    });
    await s.validate({ cardId: 'c1', validationCode: issued.value.validationCode }, 'ip');
    expect(await s.requirements('c1', token)).toMatchObject({ value: { nextAction: 'collect_data' } });
    expect(await s.submit({ cardId: 'c1', token, data: goodAnswers })).toEqual({
      ok: true,
      value: { token },
    });
    expect(await s.requirements('c1', token)).toMatchObject({ value: { nextAction: 'download' } });
    expect(s.holders.rows).toHaveLength(1);
  });

  it('derives the requirements from the data requirements (requirements §4 fallback)', async () => {
    const s = await setup({ validation: true, data: true });
    const data = await s.dataReqs('c1');
    if (!data.ok) throw new Error('no data requirements');
    expect(requirementsFromData(data.value)).toMatchObject({
      requiresValidation: true,
      requiresDataCollection: true,
      nextAction: 'validate_code',
    });
    expect(requirementsFromData({ ...data.value, needsValidation: false }).nextAction).toBe('collect_data');
    expect(
      requirementsFromData({ ...data.value, needsValidation: false, needsDataCollection: false }).nextAction,
    ).toBe('download');
    expect(await s.dataReqs('draft')).toMatchObject({ ok: false, error: { code: 'passes.card_not_found' } });
    expect(await s.requirements('nope')).toMatchObject({ ok: false });
    expect(await s.requirements('c1', 'forged')).toMatchObject({
      ok: false,
      error: { code: 'passes.holder_not_found' },
    });
  });
});
