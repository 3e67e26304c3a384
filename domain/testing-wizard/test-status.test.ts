import { describe, expect, it } from 'vitest';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { domainError, err, ok } from '../shared/result.ts';
import type { WalletStatus } from '../wallet/index.ts';
import {
  registrationBlockers,
  STEP_CHECKS,
  testStatus,
  unverifiedChecks,
  type TestRunFacts,
} from './test-status.ts';
import { cardTestStatus, loadTestStatus } from './test-status.use-case.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 17, minute));

/** This server on a laptop: development signing at an http address. */
const local: WalletStatus = {
  publicUrl: 'http://localhost:3000',
  apple: { signing: 'development', updates: false, updateProblem: 'not_https', pushes: false },
  google: { signing: 'development', updates: false },
};
/** Live: real certificates at a public https address. */
const live: WalletStatus = {
  publicUrl: 'https://passes.example.com',
  apple: { signing: 'production', updates: true, updateProblem: null, pushes: true },
  google: { signing: 'production', updates: true },
};

const nothing: TestRunFacts = { testCustomer: null, message: null, scan: null };
const customer = (over: Partial<NonNullable<TestRunFacts['testCustomer']>> = {}) => ({
  id: 'h1',
  name: 'Test customer',
  unusedCode: 'ABC234',
  createdAt: at(1),
  downloadedAt: null,
  installedAt: null,
  wallet: null,
  ...over,
});
const everything: TestRunFacts = {
  testCustomer: customer({ unusedCode: null, downloadedAt: at(2), installedAt: at(3), wallet: 'apple' }),
  message: { text: 'Hello', sentAt: at(4), deliveredAt: at(5), recipients: 1, onPass: true },
  scan: { at: at(6), deviceName: 'Counter' },
};

const states = (facts: TestRunFacts, wallet = live, usesScanner = true) =>
  Object.fromEntries(testStatus(facts, wallet, { usesScanner }).checks.map((c) => [c.key, c.state]));

describe('the card-testing checks (issue 19)', () => {
  it('says nothing is done when nothing happened, and the card does not pass', () => {
    const status = testStatus(nothing, live, { usesScanner: true });
    expect(states(nothing)).toEqual({
      customer: 'waiting',
      download: 'waiting',
      registration: 'waiting',
      message: 'waiting',
      scan: 'waiting',
    });
    expect(status.passed).toBe(false);
    expect(status.testCustomer).toBeNull();
    expect(unverifiedChecks(status)).toEqual(['customer', 'download', 'registration', 'message', 'scan']);
  });

  it('turns each check green only from its own event, with when and what', () => {
    const status = testStatus(everything, live, { usesScanner: true });
    expect(status.passed).toBe(true);
    expect(status.checks).toEqual([
      { key: 'customer', state: 'done', at: at(1).toISOString(), detail: 'Test customer', reasons: [] },
      { key: 'download', state: 'done', at: at(2).toISOString(), detail: null, reasons: [] },
      { key: 'registration', state: 'done', at: at(3).toISOString(), detail: 'apple', reasons: [] },
      { key: 'message', state: 'done', at: at(5).toISOString(), detail: 'Hello', reasons: [] },
      { key: 'scan', state: 'done', at: at(6).toISOString(), detail: 'Counter', reasons: [] },
    ]);
    expect(status.testCustomer).toEqual({ id: 'h1', name: 'Test customer', validationCode: null });
    expect(states({ ...nothing, testCustomer: customer() })).toMatchObject({
      customer: 'done',
      download: 'waiting',
    });
    expect(
      testStatus({ ...nothing, testCustomer: customer() }, live, { usesScanner: true }).testCustomer,
    ).toEqual({ id: 'h1', name: 'Test customer', validationCode: 'ABC234' });
  });

  it('counts a message only when it reached the test pass alone and is on it', () => {
    const sent = everything.message!;
    for (const message of [
      { ...sent, deliveredAt: null },
      { ...sent, onPass: false },
      { ...sent, recipients: 2 },
      null,
    ])
      expect(states({ ...everything, message }).message).toBe('waiting');
    expect(states({ ...everything, testCustomer: null }).message).toBe('waiting');
    expect(states({ ...everything, testCustomer: null }).scan).toBe('waiting');
  });

  it('cannot check a wallet install on a server phones cannot reach, and says why', () => {
    const status = testStatus(nothing, local, { usesScanner: true });
    expect(status.checks.find((c) => c.key === 'registration')).toEqual({
      key: 'registration',
      state: 'unverifiable',
      at: null,
      detail: null,
      reasons: ['apple_development_certificate', 'address_not_https', 'google_development_key'],
    });
    // An install the server did hear of counts even so.
    expect(states(everything, local).registration).toBe('done');
    // What cannot be checked does not hold the card back; what can, does.
    const rest = { ...everything, testCustomer: { ...everything.testCustomer!, installedAt: null } };
    expect(testStatus(rest, local, { usesScanner: true }).passed).toBe(true);
    expect(testStatus(rest, live, { usesScanner: true }).passed).toBe(false);
  });

  it('needs only one wallet that can report an install', () => {
    expect(registrationBlockers(live)).toEqual([]);
    expect(registrationBlockers({ ...live, google: { signing: 'development', updates: false } })).toEqual([]);
    expect(
      registrationBlockers({
        ...live,
        apple: { ...live.apple, updates: false, updateProblem: 'local_address' },
      }),
    ).toEqual(['address_local']);
  });

  it('leaves the scan out for cards that are not scanned', () => {
    const status = testStatus({ ...everything, scan: null }, live, { usesScanner: false });
    expect(status.checks.map((c) => c.key)).toEqual(['customer', 'download', 'registration', 'message']);
    expect(status.passed).toBe(true);
    expect(STEP_CHECKS[6]).toEqual(['scan']);
  });
});

describe('cardTestStatus', () => {
  const content = CardInputSchema.parse(demoCardContent('stamp_card', 'Café'));
  const stored = (over: object = {}) => ({
    id: 'c1',
    businessId: 'b1',
    content,
    draft: null,
    editDraftId: null,
    isPublished: true,
    createdAt: at(0),
    updatedAt: at(0),
    publishedAt: at(0),
    deletedAt: null,
    ...over,
  });

  it("answers the checks of a business's published card, and not_found otherwise", async () => {
    const asked: string[] = [];
    const runs = { facts: async (b: string, c: string) => (asked.push(`${b}/${c}`), everything) };
    const find = (card: ReturnType<typeof stored> | null) => ({ find: async () => card });
    const status = await cardTestStatus({ cards: find(stored()), runs, wallet: live })('b1', 'c1');
    expect(status).toMatchObject({ ok: true, value: { passed: true } });
    expect(asked).toEqual(['b1/c1']);
    for (const card of [null, stored({ isPublished: false }), stored({ deletedAt: at(1) })])
      expect(await cardTestStatus({ cards: find(card), runs, wallet: live })('b1', 'c1')).toEqual(
        err(domainError('cards.not_found')),
      );
  });

  it('loads the status through the gateway in the browser', async () => {
    const answer = ok(testStatus(nothing, local, { usesScanner: false }));
    expect(await loadTestStatus({ gateway: { status: async () => answer } })('c1')).toBe(answer);
  });
});
