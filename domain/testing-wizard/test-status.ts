import { z } from 'zod';
import type { WalletStatus } from '../wallet/index.ts';

/**
 * What the card-testing wizard checks from recorded events (issue 19): the test customer
 * exists, its pass was downloaded and taken by a wallet, the test message reached it, and a
 * scanner device scanned it.
 */
export const TEST_CHECKS = ['customer', 'download', 'registration', 'message', 'scan'] as const;
export type TestCheckKey = (typeof TEST_CHECKS)[number];

/** done: the event happened; waiting: not yet; unverifiable: this server cannot learn of it. */
export const TEST_CHECK_STATES = ['done', 'waiting', 'unverifiable'] as const;
export type TestCheckState = (typeof TEST_CHECK_STATES)[number];

/** Why a wallet cannot tell this server that it took a pass. */
export const UNVERIFIABLE_REASONS = [
  'apple_development_certificate',
  'google_development_key',
  'address_not_https',
  'address_local',
] as const;
export type UnverifiableReason = (typeof UNVERIFIABLE_REASONS)[number];

export const TestCheckSchema = z.object({
  key: z.enum(TEST_CHECKS),
  state: z.enum(TEST_CHECK_STATES),
  /** When it happened (ISO time), for done checks. */
  at: z.string().nullable(),
  /** What happened, in a word: the customer's name, the wallet, the message, the device. */
  detail: z.string().nullable(),
  /** Why it cannot be checked here (unverifiable checks only). */
  reasons: z.array(z.enum(UNVERIFIABLE_REASONS)),
});
export type TestCheck = z.infer<typeof TestCheckSchema>;

export const TestStatusSchema = z.object({
  checks: z.array(TestCheckSchema),
  /** Every check that can be made here is done: the only time the wizard says the card works. */
  passed: z.boolean(),
  /** The test customer the checks follow; its code while still unused. */
  testCustomer: z
    .object({ id: z.string(), name: z.string(), validationCode: z.string().nullable() })
    .nullable(),
});
export type TestStatus = z.infer<typeof TestStatusSchema>;

/** The recorded events behind the checks, for the newest test customer of a card. */
export interface TestRunFacts {
  readonly testCustomer: {
    readonly id: string;
    readonly name: string;
    /** The code while nobody has entered it yet. */
    readonly unusedCode: string | null;
    readonly createdAt: Date;
    readonly downloadedAt: Date | null;
    readonly installedAt: Date | null;
    /** Which wallet holds the pass now (a registered Apple device, a Google save); null for none. */
    readonly wallet: 'apple' | 'google' | null;
  } | null;
  /** The newest message sent to the test customer alone. */
  readonly message: {
    readonly text: string;
    readonly sentAt: Date;
    /** When the delivery finished, having reached exactly its one holder. */
    readonly deliveredAt: Date | null;
    readonly recipients: number;
    /** The test customer's pass now carries this message. */
    readonly onPass: boolean;
  } | null;
  /** The first scan of the test customer's pass by a scanner device. */
  readonly scan: { readonly at: Date; readonly deviceName: string } | null;
}

/**
 * Why no wallet can report an install to this server: Apple devices register only for a pass
 * signed with a real certificate that names an https, public web service; Google calls back only
 * for a real issuer and at a public https address. Empty when at least one way works.
 */
export const registrationBlockers = (wallet: WalletStatus): readonly UnverifiableReason[] => {
  const address: UnverifiableReason[] =
    wallet.apple.updateProblem === 'not_https'
      ? ['address_not_https']
      : wallet.apple.updateProblem === 'local_address'
        ? ['address_local']
        : [];
  const apple: UnverifiableReason[] = [
    ...(wallet.apple.signing === 'development' ? (['apple_development_certificate'] as const) : []),
    ...address,
  ];
  const google: UnverifiableReason[] = [
    ...(wallet.google.signing === 'development' ? (['google_development_key'] as const) : []),
    ...address,
  ];
  if (apple.length === 0 || google.length === 0) return [];
  return [...new Set([...apple, ...google])];
};

const check = (
  key: TestCheckKey,
  done: { at: Date; detail?: string | null } | null,
  blockers: readonly UnverifiableReason[] = [],
): TestCheck => ({
  key,
  state: done ? 'done' : blockers.length ? 'unverifiable' : 'waiting',
  at: done ? done.at.toISOString() : null,
  detail: done?.detail ?? null,
  reasons: done ? [] : [...blockers],
});

/**
 * The wizard's checks for a card from what was recorded. A step is done only by its event; the
 * wallet registration is "unverifiable" (with the reasons) when this server cannot hear of it,
 * and that alone does not hold the card back. The scan is checked only for cards that are scanned.
 */
export const testStatus = (
  facts: TestRunFacts,
  wallet: WalletStatus,
  options: { readonly usesScanner: boolean },
): TestStatus => {
  const customer = facts.testCustomer;
  const message = facts.message;
  const delivered =
    customer && message?.deliveredAt && message.onPass && message.recipients === 1 ? message : null;
  const checks = [
    check('customer', customer ? { at: customer.createdAt, detail: customer.name } : null),
    check('download', customer?.downloadedAt ? { at: customer.downloadedAt } : null),
    check(
      'registration',
      customer?.installedAt ? { at: customer.installedAt, detail: customer.wallet } : null,
      registrationBlockers(wallet),
    ),
    check('message', delivered?.deliveredAt ? { at: delivered.deliveredAt, detail: delivered.text } : null),
    ...(options.usesScanner
      ? [check('scan', customer && facts.scan ? { at: facts.scan.at, detail: facts.scan.deviceName } : null)]
      : []),
  ];
  return {
    checks,
    passed: checks.every((c) => c.state !== 'waiting'),
    testCustomer: customer
      ? { id: customer.id, name: customer.name, validationCode: customer.unusedCode }
      : null,
  };
};

/** The checks each wizard step shows (steps 4 and 5 prepare the scanner and have none). */
export const STEP_CHECKS: Readonly<Record<number, readonly TestCheckKey[]>> = Object.freeze({
  1: ['customer'],
  2: ['download', 'registration'],
  3: ['message'],
  6: ['scan'],
});

/** The checks still waiting, in the wizard's order: what the last step lists instead of success. */
export const unverifiedChecks = (status: TestStatus): readonly TestCheckKey[] =>
  status.checks.filter((c) => c.state === 'waiting').map((c) => c.key);
