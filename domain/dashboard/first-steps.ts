import { z } from 'zod';
import type { Result } from '../shared/result.ts';

/** The first-run checklist, in the order a new business takes the steps (issue 23). */
export const FIRST_STEPS = ['createCard', 'publishCard', 'addTestCustomer', 'pairScanner', 'scan'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

/** `GET /api/dashboard/first-steps`: each step and whether the business's data shows it done. */
export const FirstStepsSchema = z.object({
  steps: z.array(z.object({ key: z.enum(FIRST_STEPS), done: z.boolean() })),
  /** The published card to try things with (the testing wizard's), null until one is published. */
  testCardId: z.string().nullable(),
});
export type FirstSteps = z.output<typeof FirstStepsSchema>;

/** What the business has, as the checklist reads it. */
export interface FirstStepFacts {
  readonly cards: boolean;
  readonly publishedCardId: string | null;
  /**
   * The owner's own test customer (the testing wizard's): the step asks the owner to add
   * themselves, so a stranger taking a pass does not tick it.
   */
  readonly testCustomer: boolean;
  readonly scanners: boolean;
  /** A change made at the counter by a scanner device. */
  readonly scans: boolean;
}

/** Reads the facts of one business (server side). */
export interface FirstStepFactsReader {
  facts(businessId: string): Promise<FirstStepFacts>;
}

/** The checklist from the facts: a step is done when the data says so, in any order. */
export const firstStepsOf = (facts: FirstStepFacts): FirstSteps => {
  const done: Record<FirstStep, boolean> = {
    createCard: facts.cards,
    publishCard: facts.publishedCardId !== null,
    addTestCustomer: facts.testCustomer,
    pairScanner: facts.scanners,
    scan: facts.scans,
  };
  return {
    steps: FIRST_STEPS.map((key) => ({ key, done: done[key] })),
    testCardId: facts.publishedCardId,
  };
};

/** Server: the checklist of a business, ticked from its real data. */
export const firstSteps =
  ({ facts }: { facts: FirstStepFactsReader }) =>
  async (businessId: string): Promise<FirstSteps> =>
    firstStepsOf(await facts.facts(businessId));

/** The browser's view of `GET /api/dashboard/first-steps`. */
export interface FirstStepsGateway {
  firstSteps(): Promise<Result<FirstSteps>>;
}

/** Browser: loads the checklist. */
export const loadFirstSteps =
  ({ gateway }: { gateway: FirstStepsGateway }) =>
  (): Promise<Result<FirstSteps>> =>
    gateway.firstSteps();
