import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import { createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { domainError, err, ok } from '../shared/result.ts';
import { sendContactForm } from '../support/send-feedback.use-case.ts';
import { validateCollectedData } from './collected-data.ts';
import { openGetPass, sendCollectedData } from './get-pass-client.use-case.ts';
import type { GetPassGateway } from './get-pass.port.ts';
import { publicCard } from './public-card.use-case.ts';
import { submitData } from './submit-data.use-case.ts';

const fields = CardInputSchema.parse({
  ...demoCardContent('stamp_card', 'Café'),
  dataCollection: {
    enabled: true,
    fields: [
      { key: 'likes', label: 'Likes', type: 'checkbox', options: ['Tea'] },
      { key: 'age', label: 'Age', type: 'number' },
      { key: 'name', label: 'Name', type: 'text' },
    ],
  },
}).dataCollection.fields;

describe('edge cases of the get-pass flow', () => {
  it('reads odd answers as their field type or refuses them', () => {
    expect(validateCollectedData(fields, { likes: [1] })).toMatchObject({
      problems: { likes: 'validation.invalid' },
    });
    expect(validateCollectedData(fields, { age: true })).toMatchObject({
      problems: { age: 'validation.invalid' },
    });
    expect(validateCollectedData(fields, { age: ' ' })).toEqual({ ok: true, value: {} });
    expect(validateCollectedData(fields, { name: 42 })).toEqual({ ok: true, value: { name: '42' } });
    expect(validateCollectedData(fields, { name: 'x'.repeat(501) })).toMatchObject({
      problems: { name: 'validation.too_long' },
    });
    expect(validateCollectedData(fields, { likes: null, age: Number.NaN })).toMatchObject({
      problems: { age: 'validation.number_invalid' },
    });
  });

  it('names the business by the pass description, never the card name, when no company name is set', async () => {
    const cards = createMemoryCards();
    const content = CardInputSchema.parse({
      ...demoCardContent('coupon', 'Café'),
      info: { companyName: '', passDescription: 'Ten percent off' },
    });
    await cards.insert({ id: 'c1', businessId: 'b1', content, isPublished: true, at: new Date() });
    expect(await publicCard({ cards })('c1')).toMatchObject({
      ok: true,
      value: { name: 'Ten percent off', businessName: 'Ten percent off', preview: { wallet: 'APPLE' } },
    });
  });

  it('refuses a form without a card id or a token, and an unknown token', async () => {
    const deps = {
      cards: createMemoryCards(),
      holders: createMemoryHolders(),
      ids: sequentialIds(),
      clock: fixedClock(),
    };
    expect(await submitData(deps)({ data: {} })).toMatchObject({ error: { field: 'cardId' } });
    expect(await submitData(deps)({ cardId: 'nope', data: {} })).toMatchObject({
      error: { code: 'passes.card_not_found' },
    });
    expect(await submitData(deps)({ token: 'nope', data: {} })).toMatchObject({
      error: { code: 'passes.holder_not_found' },
    });
    const contact = sendContactForm({
      jobs: createMemoryJobs(),
      limiter: {
        hit: async () => ({ allowed: true, retryAfterMs: 0 }),
        peek: async () => ({ allowed: true, retryAfterMs: 0 }),
        reset: async () => undefined,
      },
      clock: fixedClock(),
    });
    const refused = await contact('not an object', 'ip');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.field).toBeUndefined();
  });

  it('passes on gateway failures to the page', async () => {
    const cards = createMemoryCards();
    const content = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
    await cards.insert({ id: 'c1', businessId: 'b1', content, isPublished: true, at: new Date() });
    const failing: GetPassGateway = {
      card: publicCard({ cards }),
      requirements: async () => err(domainError('http.500')),
      dataRequirements: async () => err(domainError('http.network')),
      validate: async () => err(domainError('http.network')),
      submit: async () => err(domainError('http.network')),
      issueHolder: async () => err(domainError('http.network')),
    };
    const tokens = { read: () => null, write: () => undefined, forget: () => undefined };
    expect(await openGetPass({ gateway: failing, tokens })('c1', 'APPLE')).toMatchObject({
      ok: false,
      error: { code: 'http.network' },
    });
    const form = {
      needsDataCollection: true,
      fields,
      needsValidation: false,
      validationMessage: '',
      message: '',
    };
    expect(await sendCollectedData({ gateway: failing, tokens })('c1', form, {}, null)).toMatchObject({
      error: { code: 'http.network' },
    });
    const submitting: GetPassGateway = { ...failing, submit: async () => ok({ token: 't' }) };
    expect(await sendCollectedData({ gateway: submitting, tokens })('c1', form, {}, 't')).toMatchObject({
      error: { code: 'http.500' },
    });
  });
});
