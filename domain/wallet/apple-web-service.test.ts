import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import {
  aPassHolder,
  createMemoryHolders,
  createMemoryRegistrations,
} from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { applePassToken, appleWebService, sameToken } from './apple-web-service.ts';

const setup = async () => {
  const cards = createMemoryCards();
  const holders = createMemoryHolders();
  const clock = fixedClock();
  await cards.insert({
    id: 'c1',
    businessId: 'b1',
    content: CardInputSchema.parse(demoCardContent('stamp_card', 'Café')),
    isPublished: true,
    at: new Date('2026-11-20T00:00:00Z'),
  });
  const base = { barcodeMessage: 'q', stamps: 0, points: 0, createdAt: new Date('2026-11-21T00:00:00Z') };
  await holders.insert(
    aPassHolder({
      ...base,
      id: 'h1',
      serialNumber: 'S1',
      authenticationToken: 'token-one-0123456789',
      updatedAt: new Date('2026-11-21T00:00:00Z'),
    }),
  );
  await holders.insert(
    aPassHolder({
      ...base,
      id: 'h2',
      serialNumber: 'S2',
      authenticationToken: 'token-two-0123456789',
      updatedAt: new Date('2026-11-22T00:00:00Z'),
    }),
  );
  const registrations = createMemoryRegistrations(holders, {
    cards,
    now: () => new Date('2026-11-23T00:00:00Z'),
  });
  return {
    cards,
    holders,
    clock,
    service: appleWebService({
      registrations,
      holders,
      cards,
      clock,
      passTypeIdentifier: 'pass.app.passdeck.test',
    }),
  };
};

describe('Apple Wallet web service (wallet §2.1)', () => {
  it('registers with the pass token only, once', async () => {
    const { service } = await setup();
    expect(await service.register('dev1', 'S1', 'wrong', 'push')).toBe('unauthorized');
    expect(await service.register('dev1', 'S1', null, 'push')).toBe('unauthorized');
    expect(await service.register('dev1', 'S1', 'token-one-0123456789', 'push')).toBe('created');
    expect(await service.register('dev1', 'S1', 'token-one-0123456789', 'push2')).toBe('exists');
    expect(await service.register('dev1', 'NOPE', 'token-one-0123456789', 'push')).toBe('unauthorized');
  });
  it('counts the first device registration as the install; later ones keep its time', async () => {
    const { service, holders, clock } = await setup();
    const installedAt = async () => (await holders.findBySerial('S1'))?.installedAt;
    await service.register('dev1', 'S1', 'wrong', 'push');
    expect(await installedAt()).toBeNull();
    await service.register('dev1', 'S1', 'token-one-0123456789', 'push');
    const first = clock.now();
    clock.advance(60_000);
    await service.register('dev2', 'S1', 'token-one-0123456789', 'push');
    expect(await installedAt()).toEqual(first);
  });
  it('lists changed serials since a tag we gave, or nothing', async () => {
    const { service } = await setup();
    await service.register('dev1', 'S1', 'token-one-0123456789', 'p');
    await service.register('dev1', 'S2', 'token-two-0123456789', 'p');
    const s1 = new Date('2026-11-21T00:00:00Z').getTime();
    const s2 = new Date('2026-11-22T00:00:00Z').getTime();
    expect(await service.changedSerials('dev1', null)).toEqual({
      serialNumbers: ['S2', 'S1'],
      lastUpdated: `v${s2}`,
    });
    expect(await service.changedSerials('dev1', `v${s1}`)).toEqual({
      serialNumbers: ['S2'],
      lastUpdated: `v${s2}`,
    });
    expect(await service.changedSerials('dev1', `v${s2}`)).toBeNull();
    // A tag we did not give (an old timestamp tag, garbage) lists every pass again.
    expect(await service.changedSerials('dev1', String(s2 + 1))).toMatchObject({
      serialNumbers: ['S2', 'S1'],
    });
    expect(await service.changedSerials('dev2', 'not-a-tag')).toBeNull();
    expect(await service.unregister('dev1', 'S2', 'token-one-0123456789')).toBe('unauthorized');
    expect(await service.unregister('dev1', 'S2', 'token-two-0123456789')).toBe('done');
    expect(await service.changedSerials('dev1', null)).toMatchObject({ serialNumbers: ['S1'] });
  });
  it('serves the latest pass to its holder only, with validators, and 304 when the device has it', async () => {
    const { service, cards } = await setup();
    expect(await service.latest('S1', 'bad')).toEqual({ kind: 'unauthorized' });
    const latest = await service.latest('S2', 'token-two-0123456789');
    const s2 = new Date('2026-11-22T00:00:00Z').getTime();
    expect(latest).toMatchObject({
      kind: 'pass',
      holder: { id: 'h2' },
      validators: { etag: `"${s2}"`, lastModified: new Date(s2 + 1000) },
    });
    expect(await service.latest('S2', 'token-two-0123456789', { ifNoneMatch: `"${s2}"` })).toMatchObject({
      kind: 'not_modified',
    });
    expect(await service.validators('S2')).toEqual({ etag: `"${s2}"`, lastModified: new Date(s2 + 1000) });
    expect(await service.validators('NOPE')).toBeNull();
    await cards.trash('b1', 'c1', new Date());
    expect(await service.latest('S2', 'token-two-0123456789')).toEqual({ kind: 'gone' });
  });
  it('answers only for its own pass type', async () => {
    const { service } = await setup();
    expect(service.handles('pass.app.passdeck.test')).toBe(true);
    expect(service.handles('pass.com.other')).toBe(false);
  });
  it('reads ApplePass tokens and compares them safely', () => {
    expect(applePassToken('ApplePass abc123')).toBe('abc123');
    expect(applePassToken('Bearer abc')).toBeNull();
    expect(applePassToken(undefined)).toBeNull();
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abd')).toBe(false);
    expect(sameToken('abc', 'abcd')).toBe(false);
  });
});
