import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import {
  aPassHolder,
  createMemoryHolders,
  createMemoryRegistrations,
} from '../../test/fakes/wallet-fakes.ts';
import { CARD_PUBLISHED_JOB, CardInputSchema, demoCardContent } from '../cards/index.ts';
import { googleLinkIssued, recordGoogleEvent } from './google-callback.use-case.ts';
import type { PassHolder } from './pass-holder.ts';
import {
  GOOGLE_NOTIFY_BUDGET,
  holderChangedJobs,
  holderChangeMessage,
  passUpdateJobs,
  WALLET_JOBS,
} from './pass-updates.ts';
import type { GoogleWalletApi, NotifyBudget } from './pass-updates.port.ts';

const setup = async (googleState: PassHolder['googleState'] = 'linked') => {
  const clock = fixedClock();
  const cards = createMemoryCards();
  const card = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
  await cards.insert({ id: 'c1', businessId: 'b1', content: card, isPublished: true, at: clock.now() });
  const holders = createMemoryHolders();
  await holders.insert(aPassHolder({ id: 'h1', businessId: 'b1', cardId: 'c1', stamps: 0, googleState }));
  const registrations = createMemoryRegistrations(holders);
  await registrations.register({
    deviceLibraryId: 'd1',
    serialNumber: 'SERIAL-0001',
    pushToken: 'p1',
    at: clock.now(),
  });
  await registrations.register({
    deviceLibraryId: 'd2',
    serialNumber: 'SERIAL-0001',
    pushToken: 'p2',
    at: clock.now(),
  });
  const jobs = createMemoryJobs();
  const google: GoogleWalletApi & { calls: string[]; headers: string[] } = {
    calls: [],
    headers: [],
    saveClass: async (kind, c) => void google.calls.push(`class ${kind} ${String(c.id)}`),
    saveObject: async (kind, _c, o) => void google.calls.push(`object ${kind} ${String(o.id)}`),
    addMessage: async (kind, id, m, notify) => {
      google.headers.push(m.header);
      google.calls.push(`message ${kind} ${id} ${m.body} ${notify ? 'notify' : 'silent'}`);
    },
  };
  const used = new Map<string, number>();
  const budget: NotifyBudget = {
    tryConsume: async (key, _at, limit) => {
      const n = used.get(key) ?? 0;
      if (n >= limit.perWindow) return false;
      used.set(key, n + 1);
      return true;
    },
  };
  const pushed: string[] = [];
  const deps = {
    holders,
    cards,
    tokens: registrations,
    registrations,
    jobs,
    clock,
    apns: {
      push: async (token: string) => (
        pushed.push(token),
        token === 'p2' ? ('unregistered' as const) : ('sent' as const)
      ),
    },
    google,
    budget,
    googleIssuer: { issuerId: '3388', issuerName: 'Passdeck', publicUrl: 'https://x.example' },
  };
  return { deps, holders, registrations, jobs, google, pushed, card, clock };
};

describe('holderChangedJobs', () => {
  it('queues a push per device and a Google update with the new value', async () => {
    const s = await setup();
    const before = (await s.holders.findBySerial('SERIAL-0001'))!;
    const after = { ...before, stamps: 2 };
    expect(
      await holderChangedJobs(after, s.registrations, holderChangeMessage(s.card, before, after)),
    ).toEqual([
      { type: WALLET_JOBS.applePush, payload: { pushToken: 'p1', serialNumber: 'SERIAL-0001' } },
      { type: WALLET_JOBS.applePush, payload: { pushToken: 'p2', serialNumber: 'SERIAL-0001' } },
      {
        type: WALLET_JOBS.googleObject,
        payload: { serialNumber: 'SERIAL-0001', message: expect.stringMatching(/2/) },
      },
    ]);
  });

  it('gives a pass without Google only pushes', async () => {
    const s = await setup('none');
    const holder = (await s.holders.findBySerial('SERIAL-0001'))!;
    const jobs = await holderChangedJobs({ ...holder, points: 3 }, s.registrations, null);
    expect(jobs.map((j) => j.type)).toEqual([WALLET_JOBS.applePush, WALLET_JOBS.applePush]);
  });
});

describe('holderChangeMessage', () => {
  it('words the new counter value, and says nothing when it did not change', async () => {
    const s = await setup();
    const before = aPassHolder({ stamps: 1 });
    expect(holderChangeMessage(s.card, before, { ...before, stamps: 2 })).toMatch(/: 2/);
    expect(holderChangeMessage(s.card, before, before)).toBeNull();
    const info = CardInputSchema.parse(demoCardContent('business_card', 'Café'));
    expect(holderChangeMessage(info, before, { ...before, stamps: 2 })).toBeNull();
  });
});

describe('wallet jobs', () => {
  it('pushes a device and forgets it when Apple says it is gone', async () => {
    const s = await setup();
    const run = passUpdateJobs(s.deps);
    await run[WALLET_JOBS.applePush]({ pushToken: 'p1', serialNumber: 'SERIAL-0001' });
    await run[WALLET_JOBS.applePush]({ pushToken: 'p2', serialNumber: 'SERIAL-0001' });
    expect(s.pushed).toEqual(['p1', 'p2']);
    expect(await s.registrations.pushTokens({ serialNumber: 'SERIAL-0001' })).toEqual(['p1']);
    await expect(run[WALLET_JOBS.applePush]({ pushToken: '' })).rejects.toThrow();
  });

  it('patches the Google object, notifying within the budget', async () => {
    const s = await setup();
    const run = passUpdateJobs(s.deps);
    for (let i = 0; i < GOOGLE_NOTIFY_BUDGET.perWindow + 1; i++)
      await run[WALLET_JOBS.googleObject]({ serialNumber: 'SERIAL-0001', message: 'Stamps: 1' });
    await run[WALLET_JOBS.googleObject]({ serialNumber: 'SERIAL-0001', message: null });
    expect(s.google.calls.filter((c) => c.startsWith('object'))).toHaveLength(5);
    expect(s.google.calls.filter((c) => c.startsWith('message')).map((c) => c.split(' ').at(-1))).toEqual([
      'notify',
      'notify',
      'notify',
      'silent',
    ]);
    // The holder reads the business, never the card's own (internal) name (issue 19).
    expect(new Set(s.google.headers)).toEqual(new Set([s.card.info.companyName]));
    expect(s.google.headers).not.toContain(s.card.name);
  });

  it('does nothing for services that are off, removed passes or unknown serials', async () => {
    const s = await setup('removed');
    const off = passUpdateJobs({ ...s.deps, apns: null, google: null });
    await off[WALLET_JOBS.applePush]({ pushToken: 'p1', serialNumber: 'x' });
    await off[WALLET_JOBS.googleObject]({ serialNumber: 'SERIAL-0001', message: null });
    await off[WALLET_JOBS.googleClass]({ cardId: 'c1' });
    const on = passUpdateJobs(s.deps);
    await on[WALLET_JOBS.googleObject]({ serialNumber: 'SERIAL-0001', message: 'x' });
    await on[WALLET_JOBS.googleObject]({ serialNumber: 'nope', message: 'x' });
    await on[WALLET_JOBS.googleClass]({ cardId: 'nope' });
    expect(s.pushed).toEqual([]);
    expect(s.google.calls).toEqual([]);
  });

  it('fans a published card out to its devices and its Google class', async () => {
    const s = await setup();
    const run = passUpdateJobs(s.deps);
    await run[CARD_PUBLISHED_JOB]({ cardId: 'c1' });
    expect(s.jobs.queued.map((j) => j.type)).toEqual([
      WALLET_JOBS.applePush,
      WALLET_JOBS.applePush,
      WALLET_JOBS.googleClass,
    ]);
    await run[WALLET_JOBS.googleClass]({ cardId: 'c1' });
    expect(s.google.calls).toEqual(['class loyalty 3388.c1']);
  });
});

describe('Google callbacks and links', () => {
  it('records save and delete once per nonce, for our issuer’s known passes only', async () => {
    const s = await setup('linked');
    const seen = new Set<string>();
    const record = recordGoogleEvent({
      holders: s.holders,
      nonces: { firstTime: async (n) => !seen.has(n) && Boolean(seen.add(n)) },
      clock: s.clock,
      issuerId: '3388',
    });
    expect(s.holders.rows[0]?.installedAt).toBeNull();
    expect(await record({ objectId: '3388.SERIAL-0001', eventType: 'save', nonce: 'a' })).toBe('recorded');
    expect(s.holders.rows[0]?.googleState).toBe('saved');
    // A save is the install; a later removal does not take it back.
    expect(s.holders.rows[0]?.installedAt).toEqual(s.clock.now());
    expect(await record({ objectId: '3388.SERIAL-0001', eventType: 'del', nonce: 'a' })).toBe('duplicate');
    expect(await record({ objectId: '9999.SERIAL-0001', eventType: 'del', nonce: 'b' })).toBe('unknown');
    expect(await record({ objectId: '3388.nope', eventType: 'del', nonce: 'c' })).toBe('unknown');
    expect(await record({ objectId: '3388.SERIAL-0001', eventType: 'del', nonce: 'd' })).toBe('recorded');
    expect(s.holders.rows[0]?.googleState).toBe('removed');
    expect(s.holders.rows[0]?.installedAt).toEqual(s.clock.now());
    await googleLinkIssued({ holders: s.holders })(s.holders.rows[0]!);
    expect(s.holders.rows[0]?.googleState).toBe('linked');
    await googleLinkIssued({ holders: s.holders })({ ...s.holders.rows[0]!, googleState: 'saved' });
    expect(s.holders.rows[0]?.googleState).toBe('linked');
  });
});
