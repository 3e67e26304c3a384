import type { DomainError } from './result.ts';

/** The refusal codes of an action the business's plan does not allow (issue 24: a 402). */
const PLAN_REFUSALS: Readonly<Record<string, 'free' | 'limitExceeded'>> = Object.freeze({
  'plan.free': 'free',
  'plan.limitExceeded': 'limitExceeded',
});

/**
 * requirements §4 upgrade gate: the reason when a call was refused by the plan, else null. Here,
 * not in the billing slice, because every slice whose calls a plan gates keeps these codes, and
 * none should load billing's plan rules for it.
 */
export const planRefusalOf = (error: DomainError | null | undefined): 'free' | 'limitExceeded' | null =>
  (error && PLAN_REFUSALS[error.code]) ?? null;
