import { describe, expect, it } from 'vitest';
import { fixedClock, MemoryRateLimiter, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { issueHolder } from '../wallet/index.ts';
import { domainError, err } from '../shared/result.ts';
import {
  enterValidationCode,
  holderTokenStore,
  openGetPass,
  passDownloadUrls,
  passTokenFor,
  sendCollectedData,
  walletOrder,
} from './get-pass-client.use-case.ts';
import type { GetPassGateway } from './get-pass.port.ts';
import { issueValidationCode } from './issue-code.use-case.ts';
import { dataRequirements, passRequirements } from './pass-requirements.use-case.ts';
import { publicCard } from './public-card.use-case.ts';
import { submitData } from './submit-data.use-case.ts';
import { validateCode } from './validate-code.use-case.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';

/** The browser flow against the server's own use cases, wired as the HTTP gateway would be. */
const setup = async () => {
  const cards = createMemoryCards();
  const holders = createMemoryHolders();
  const clock = fixedClock();
  const ids = sequentialIds();
  await cards.insert({
    id: 'c1',
    businessId: 'b1',
    content: CardInputSchema.parse({
      ...demoCardContent('stamp_card', 'Café'),
      info: { companyName: 'Café Ana' },
      validation: { enabled: true },
      dataCollection: {
        enabled: true,
        fields: [{ key: 'email', label: 'Email', type: 'email', required: true }],
      },
    }),
    isPublished: true,
    at: clock.now(),
  });
  await cards.insert({
    id: 'open',
    businessId: 'b1',
    content: CardInputSchema.parse(demoCardContent('stamp_card', 'Café')),
    isPublished: true,
    at: clock.now(),
  });
  const deps = { cards, holders, ids, clock };
  const server = {
    card: publicCard(deps),
    requirements: passRequirements(deps),
    data: dataRequirements(deps),
    validate: validateCode({ ...deps, limiter: new MemoryRateLimiter() }),
    submit: submitData(deps),
    issueHolder: issueHolder({ ...deps, limiter: new MemoryRateLimiter() }),
  };
  let failRequirements = false;
  const gateway: GetPassGateway = {
    card: (cardId, wallet) => server.card(cardId, wallet),
    requirements: async (cardId, token) =>
      failRequirements ? err(domainError('http.500')) : server.requirements(cardId, token),
    dataRequirements: (cardId) => server.data(cardId),
    validate: (cardId, code) => server.validate({ cardId, validationCode: code }, 'client'),
    submit: (input) => server.submit(input),
    issueHolder: (cardId) => server.issueHolder(cardId, 'client'),
  };
  const storage = memoryStorage();
  const tokens = holderTokenStore(storage);
  return {
    storage,
    issue: issueValidationCode(deps),
    open: openGetPass({ gateway, tokens }),
    enter: enterValidationCode({ gateway, tokens }),
    send: sendCollectedData({ gateway, tokens }),
    passToken: passTokenFor({ gateway, tokens }),
    holders: holders.rows,
    failRequirements: (on: boolean) => (failRequirements = on),
  };
};

describe('the get-pass page flow (browser use cases, requirements §4)', () => {
  it('goes from the code to the form to the download, and resumes with the kept token', async () => {
    const s = await setup();
    const opened = await s.open('c1', 'APPLE');
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value).toMatchObject({
      card: { name: expect.any(String), businessName: 'Café Ana', preview: { wallet: 'APPLE' } },
      requirements: { nextAction: 'validate_code' },
      form: { needsDataCollection: true },
      token: null,
    });
    expect(await s.enter('c1', '  ')).toMatchObject({ ok: false, error: { code: 'validation.required' } });
    expect(await s.enter('c1', 'WRONG')).toMatchObject({ ok: false, error: { code: 'passes.code_invalid' } });

    const issued = await s.issue('b1', { cardId: 'c1' });
    if (!issued.ok) throw new Error('not issued');
    const entered = await s.enter('c1', issued.value.validationCode);
    expect(entered).toMatchObject({ ok: true, value: { requirements: { nextAction: 'collect_data' } } });

    const form = opened.value.form!;
    const token = entered.ok ? entered.value.token : null;
    expect(await s.send('c1', form, { email: 'nope' }, token)).toMatchObject({
      ok: false,
      error: {
        code: 'validation.email_invalid',
        field: 'email',
        problems: { email: 'validation.email_invalid' },
      },
    });
    expect(await s.send('c1', form, { email: 'ana@example.com' }, token)).toMatchObject({
      ok: true,
      value: { token, requirements: { nextAction: 'download' } },
    });

    const again = await s.open('c1', 'GOOGLE');
    expect(again).toMatchObject({ ok: true, value: { token, requirements: { nextAction: 'download' } } });
  });

  it('forgets a token the server does not know, and derives the step when requirements fail', async () => {
    const s = await setup();
    s.storage.set('passdeck.pass.c1', 'stale');
    const opened = await s.open('c1', 'APPLE');
    expect(opened).toMatchObject({
      ok: true,
      value: { token: null, requirements: { nextAction: 'validate_code' } },
    });
    expect(s.storage.map.has('passdeck.pass.c1')).toBe(false);
    s.failRequirements(true);
    expect(await s.open('c1', 'APPLE')).toMatchObject({
      ok: true,
      value: { requirements: { nextAction: 'validate_code', requiresDataCollection: true } },
    });
    expect(await s.open('nope', 'APPLE')).toMatchObject({
      ok: false,
      error: { code: 'passes.card_not_found' },
    });
  });

  it('answers a link without a card id as a card that is not available, asking the server nothing', async () => {
    const asked: string[] = [];
    // The server has no route for an empty id: its answer would be a bare 404, read as a failure to retry.
    const missingRoute = async (path: string) => (asked.push(path), err(domainError('http.not_found')));
    const gateway: GetPassGateway = {
      card: (cardId) => missingRoute(`card/${cardId}`),
      requirements: (cardId) => missingRoute(`requirements/${cardId}`),
      dataRequirements: (cardId) => missingRoute(`data/${cardId}`),
      validate: (cardId) => missingRoute(`validate/${cardId}`),
      submit: (input) => missingRoute(`submit/${input.cardId}`),
      issueHolder: (cardId) => missingRoute(`holders/${cardId}`),
    };
    const open = openGetPass({ gateway, tokens: holderTokenStore(memoryStorage()) });
    for (const blank of ['', '  '])
      expect(await open(blank, 'APPLE')).toMatchObject({
        ok: false,
        error: { code: 'passes.card_not_found' },
      });
    expect(asked).toEqual([]);
  });

  it('issues one pass of an open card per browser, whatever the wallet', async () => {
    const s = await setup();
    const first = await s.passToken('open');
    const again = await s.passToken('open');
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(s.holders.filter((h) => h.cardId === 'open')).toHaveLength(1);
    // A card that asks for a code first issues no pass here.
    expect(await s.passToken('c1')).toMatchObject({
      ok: false,
      error: { code: 'passes.requirements_pending', nextAction: 'validate_code' },
    });
  });

  it("uses a code in the link of an open card at once, so the pass is the business's customer", async () => {
    const s = await setup();
    const issued = await s.issue('b1', {
      cardId: 'open',
      name: 'Test',
      email: 't@example.com',
      isTest: true,
    });
    if (!issued.ok) throw new Error('not issued');
    const opened = await s.open('open', 'APPLE', ` ${issued.value.validationCode} `);
    expect(opened).toMatchObject({
      ok: true,
      value: {
        token: issued.value.holder.authenticationToken,
        requirements: { nextAction: 'download' },
        linkCodeRefused: false,
      },
    });
    expect(await s.passToken('open')).toEqual({ ok: true, value: issued.value.holder.authenticationToken });
    expect(s.holders.filter((h) => h.cardId === 'open')).toHaveLength(1);
    // Opened again in another browser before the pass was taken: still the business's customer.
    s.storage.map.clear();
    expect(await s.open('open', 'APPLE', issued.value.validationCode)).toMatchObject({
      ok: true,
      value: { token: issued.value.holder.authenticationToken, linkCodeRefused: false },
    });
    // Once the pass is taken, the used code, in another browser, leaves the open card as it was:
    // a new pass on download.
    const row = s.holders.findIndex((h) => h.id === issued.value.holder.id);
    s.holders[row] = { ...s.holders[row]!, installedAt: new Date('2026-11-29T10:00:00Z') };
    s.storage.map.clear();
    expect(await s.open('open', 'APPLE', issued.value.validationCode)).toMatchObject({
      ok: true,
      value: { token: null, requirements: { nextAction: 'download' }, linkCodeRefused: true },
    });
    // Without a code in the link there is nothing to refuse.
    expect(await s.open('open', 'APPLE')).toMatchObject({ ok: true, value: { linkCodeRefused: false } });
    // A card that asks for the code shows the code step, the code filled in by the page.
    const guarded = await s.issue('b1', { cardId: 'c1' });
    if (!guarded.ok) throw new Error('not issued');
    expect(await s.open('c1', 'APPLE', guarded.value.validationCode)).toMatchObject({
      ok: true,
      value: { token: null, requirements: { nextAction: 'validate_code' } },
    });
  });

  it('puts the wallet of the device first and builds the download links', () => {
    expect(walletOrder('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toEqual(['GOOGLE', 'APPLE']);
    expect(walletOrder('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toEqual([
      'APPLE',
      'GOOGLE',
    ]);
    expect(passDownloadUrls('c 1', 'a&b')).toEqual({
      apple: '/api/pass/apple/c%201?token=a%26b',
      google: '/api/pass/google/c%201?token=a%26b',
      pdf: '/api/pass/public/pdf/c%201?token=a%26b',
    });
  });
});
