import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import { createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { domainError, err, ok } from '../shared/result.ts';
import { GoogleObjectJobSchema, newPassHolder, WALLET_JOBS } from '../wallet/index.ts';
import type { CardMessageRepository, StoredCardMessage } from './card-message.repository.port.ts';
import { cardStatistics } from './card-statistics.use-case.ts';
import { loadCardStats, sendMessage } from './message-client.use-case.ts';
import type { MessageGateway } from './message-gateway.port.ts';
import { MESSAGE_RULES } from './message.ts';
import {
  FANOUT_BATCH,
  MESSAGE_FANOUT_JOB,
  messageJobs,
  sendCardMessage,
  SendMessageInputSchema,
} from './send-message.use-case.ts';

const now = new Date('2026-11-22T10:00:00Z');

/** Holders h0000…: a batch is the next ids after the cursor, like the keyset query. */
const memoryMessages = (holderCount: number) => {
  const rows = new Map<string, StoredCardMessage>();
  const holders = Array.from({ length: holderCount }, (_, i) => ({
    id: `h${String(i).padStart(4, '0')}`,
    serialNumber: `s${i}`,
    googleState: (i % 2 ? 'saved' : 'none') as 'saved' | 'none',
  }));
  const repo: CardMessageRepository = {
    insert: async (m) => {
      const row = { ...m, recipients: holderCount, delivered: 0, finishedAt: null };
      rows.set(m.id, row);
      return row;
    },
    find: async (id) => rows.get(id) ?? null,
    deliverBatch: async (_m, after, limit) => {
      const batch = holders.filter((h) => !after || h.id > after).slice(0, limit);
      return { holders: batch, pushTokens: batch.length ? ['tok-a', 'tok-a', 'tok-b'] : [] };
    },
    progress: async (id, delivered, finishedAt) =>
      void rows.set(id, { ...rows.get(id)!, delivered, finishedAt }),
    counts: async () => ({
      messagesLast7Days: rows.size,
      messagesLastMonth: rows.size,
      messagesAllTime: rows.size,
      installsLast7Days: 1,
      installsLastMonth: 2,
      installsAllTime: 3,
      activeCards: 2,
      lastMessage: [...rows.values()].at(-1) ?? null,
    }),
  };
  return { repo, rows };
};

const setup = async (holderCount = 3) => {
  const cards = createMemoryCards();
  const content = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
  await cards.insert({ id: 'c1', businessId: 'b1', content, isPublished: true, at: now });
  await cards.insert({ id: 'c2', businessId: 'b1', content, isPublished: false, at: now });
  const messages = memoryMessages(holderCount);
  const jobs = createMemoryJobs();
  const clock = fixedClock();
  const holders = createMemoryHolders();
  const ids = sequentialIds();
  await holders.insert(newPassHolder(ids, { id: 'c1', businessId: 'b1' }, now, { isTest: true }));
  await holders.insert(newPassHolder(ids, { id: 'c3', businessId: 'b1' }, now));
  const send = sendCardMessage({ cards, holders, messages: messages.repo, jobs, ids, clock });
  return {
    send,
    holders,
    jobs,
    messages,
    cards,
    clock,
    worker: messageJobs({ messages: messages.repo, jobs, clock }),
  };
};

describe('sending a message to a card (requirements §7 api/message)', () => {
  it('stores it and queues the fan-out; refuses empty, long, missing and foreign cards', async () => {
    const s = await setup();
    expect(await s.send('b1', { message: '  ', businessCardId: 'c1' })).toMatchObject({
      error: { code: 'messaging.empty', field: 'message' },
    });
    expect(await s.send('b1', { message: 'x'.repeat(179), businessCardId: 'c1' })).toMatchObject({
      error: { code: 'messaging.too_long' },
    });
    expect(await s.send('b1', { message: 'Hi', businessCardId: ' ' })).toMatchObject({
      error: { code: 'messaging.card_required' },
    });
    for (const [business, card] of [
      ['b2', 'c1'],
      ['b1', 'c2'],
      ['b1', 'nope'],
    ] as const)
      expect(await s.send(business, { message: 'Hi', businessCardId: card })).toMatchObject({
        error: { code: 'messaging.card_not_found' },
      });
    expect(s.jobs.queued).toHaveLength(0);
    const sent = await s.send('b1', { message: ' Happy hour ', businessCardId: 'c1' });
    expect(sent).toMatchObject({ ok: true, value: { text: 'Happy hour', recipients: 3, audience: null } });
    expect(s.jobs.queued).toEqual([
      { type: MESSAGE_FANOUT_JOB, payload: { messageId: expect.any(String), after: null } },
    ]);
  });

  it("sends to a segment of the card's holders, refusing an unknown segment", async () => {
    const s = await setup();
    const sent = await s.send('b1', { message: 'We miss you', businessCardId: 'c1', segmentKey: 'at_risk' });
    expect(sent).toMatchObject({
      ok: true,
      value: { audience: { kind: 'inactive_between', fromDays: 30, toDays: 90 } },
    });
    expect(
      await s.send('b1', { message: 'Hi', businessCardId: 'c1', segmentKey: 'field:c9:drink:Tea' }),
    ).toEqual({
      ok: false,
      error: { code: 'segments.not_found', field: 'segmentKey' },
    });
  });

  it('sends to one holder of the card (the test message), refusing a holder of another card', async () => {
    const s = await setup();
    const [test, other] = s.holders.rows;
    const sent = await s.send('b1', { message: 'Test', businessCardId: 'c1', passUserId: test!.id });
    expect(sent).toMatchObject({ ok: true, value: { holderId: test!.id, audience: null } });
    for (const [business, id] of [
      ['b1', other!.id],
      ['b2', test!.id],
      ['b1', 'nope'],
    ] as const)
      expect(await s.send(business, { message: 'Test', businessCardId: 'c1', passUserId: id })).toMatchObject(
        business === 'b2'
          ? { error: { code: 'messaging.card_not_found' } }
          : { error: { code: 'messaging.holder_not_found', field: 'passUserId' } },
      );
    const plain = await s.send('b1', { message: 'Hi', businessCardId: 'c1' });
    expect(plain).toMatchObject({ ok: true, value: { holderId: null } });
  });

  it('delivers in batches: pushes once per device, Google messages for linked passes, then finishes', async () => {
    const s = await setup(FANOUT_BATCH + 2);
    const sent = await s.send('b1', { message: 'Hi', businessCardId: 'c1' });
    if (!sent.ok) throw new Error('setup');
    const first = s.jobs.queued.splice(0);
    await s.worker[MESSAGE_FANOUT_JOB](first[0]!.payload);
    const apple = s.jobs.queued.filter((j) => j.type === WALLET_JOBS.applePush);
    expect(apple).toHaveLength(2);
    expect(s.jobs.queued.filter((j) => j.type === WALLET_JOBS.googleObject)).toHaveLength(FANOUT_BATCH / 2);
    const next = s.jobs.queued.find((j) => j.type === MESSAGE_FANOUT_JOB);
    expect(next?.payload).toEqual({
      messageId: sent.value.id,
      after: `h${String(FANOUT_BATCH - 1).padStart(4, '0')}`,
    });
    expect(s.messages.rows.get(sent.value.id)).toMatchObject({ delivered: FANOUT_BATCH, finishedAt: null });
    s.jobs.queued.length = 0;
    await s.worker[MESSAGE_FANOUT_JOB](next!.payload);
    expect(s.jobs.queued.some((j) => j.type === MESSAGE_FANOUT_JOB)).toBe(false);
    expect(s.messages.rows.get(sent.value.id)).toMatchObject({
      delivered: FANOUT_BATCH + 2,
      finishedAt: now,
    });
    await s.worker[MESSAGE_FANOUT_JOB]({ messageId: 'gone' });
    await expect(s.worker[MESSAGE_FANOUT_JOB]({})).rejects.toThrow();
  });

  it('hands Google every message the API takes: 178 emoji of many code units each fit the update job', async () => {
    const s = await setup(2);
    const family = '👨‍👩‍👧‍👦'.repeat(MESSAGE_RULES.maxLength);
    expect(SendMessageInputSchema.safeParse({ message: family, businessCardId: 'c1' }).success).toBe(true);
    const sent = await s.send('b1', { message: family, businessCardId: 'c1' });
    if (!sent.ok) throw new Error('refused');
    await s.worker[MESSAGE_FANOUT_JOB](s.jobs.queued.splice(0)[0]!.payload);
    const google = s.jobs.queued.filter((j) => j.type === WALLET_JOBS.googleObject);
    expect(google.length).toBeGreaterThan(0);
    for (const job of google) expect(GoogleObjectJobSchema.parse(job.payload).message).toBe(family);
  });

  it('counts a card for its business only, with the spec spelling', async () => {
    const s = await setup();
    await s.send('b1', { message: 'Hi', businessCardId: 'c1' });
    const stats = cardStatistics({ cards: s.cards, messages: s.messages.repo, clock: s.clock });
    expect(await stats('b1', 'c1')).toMatchObject({
      ok: true,
      value: { meesageSentLast7days: 1, installAllTime: 3, activeCards: 2, lastMessage: { text: 'Hi' } },
    });
    expect(await stats('b2', 'c1')).toMatchObject({ error: { code: 'messaging.card_not_found' } });
    const empty = await setup();
    expect(
      await cardStatistics({ cards: empty.cards, messages: empty.messages.repo, clock: s.clock })('b1', 'c1'),
    ).toMatchObject({
      value: { lastMessage: null },
    });
  });
});

describe('the send-message modal and stats panel (requirements §8 Message)', () => {
  const gateway = (answer: Awaited<ReturnType<MessageGateway['send']>>): MessageGateway => ({
    send: async () => answer,
    stats: async () =>
      ok({
        meesageSentLast7days: 2,
        messagesLastMonth: 0,
        messagesAllTime: 0,
        installLast7Days: 0,
        installLastMonth: 0,
        installAllTime: 0,
        activeCards: 0,
        createdAt: '2026-03-04T10:00:00Z',
        lastMessage: null,
      }),
  });

  it('sorts the outcomes the way the spec says', async () => {
    const sent = sendMessage({ gateway: gateway(ok({ recipients: 2 })) });
    expect(await sent('c1', ' ')).toEqual({ kind: 'invalid', code: 'messaging.empty' });
    expect(await sent('c1', 'x'.repeat(200))).toEqual({ kind: 'invalid', code: 'messaging.too_long' });
    expect(await sent(null, 'Hi')).toEqual({ kind: 'invalid', code: 'messaging.card_required' });
    expect(await sent('c1', 'Hi')).toEqual({ kind: 'sent', recipients: 2 });
    const asked: unknown[] = [];
    const recording = sendMessage({
      gateway: {
        ...gateway(ok({ recipients: 1 })),
        send: async (...a) => (asked.push(a), ok({ recipients: 1 })),
      },
    });
    expect(await recording('c1', ' Test ', { passUserId: 'h1' })).toEqual({ kind: 'sent', recipients: 1 });
    expect(asked).toEqual([['c1', 'Test', { passUserId: 'h1' }]]);
    const failing = (message: string) =>
      sendMessage({ gateway: gateway(err(domainError('http.403', message))) });
    expect(await failing('You have reached your limit')('c1', 'Hi')).toEqual({ kind: 'upgrade' });
    expect(await failing('Monthly limit hit')('c1', 'Hi')).toEqual({ kind: 'warning' });
    expect(await failing('')('c1', 'Hi')).toEqual({ kind: 'error', message: '', code: 'http.403' });
    expect(await failing('Card gone')('c1', 'Hi')).toEqual({
      kind: 'error',
      message: 'Card gone',
      code: 'http.403',
    });
    // No code and no text (the request never left): the spec's fallback, as a code to translate.
    const silent = sendMessage({ gateway: gateway(err({ code: '' })) });
    expect(await silent('c1', 'Hi')).toEqual({ kind: 'error', message: '', code: 'messaging.send_failed' });
    // The plan's refusal opens the upgrade modal even when its text names neither limit nor subscription.
    const refused = sendMessage({ gateway: gateway(err(domainError('plan.free', 'Messages need a plan'))) });
    expect(await refused('c1', 'Hi')).toEqual({ kind: 'upgrade' });
  });

  it('formats the stats rows and the created date in en-GB', async () => {
    expect(await loadCardStats({ gateway: gateway(ok({ recipients: 0 })) })('c1')).toMatchObject({
      ok: true,
      value: {
        createdAt: '04/03/2026',
        hasData: true,
        lastMessage: null,
        rows: expect.arrayContaining([{ key: 'messagesLast7Days', value: 2 }]),
      },
    });
    const down: MessageGateway = {
      ...gateway(ok({ recipients: 0 })),
      stats: async () => err(domainError('http.500', 'boom')),
    };
    expect(await loadCardStats({ gateway: down })('c1')).toMatchObject({
      error: { code: 'messaging.stats_failed' },
    });
  });
});
