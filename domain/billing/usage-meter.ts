import type { z } from 'zod';
import type { ResourceUsageSchema } from './billing-views.ts';

/** The counted features the plans tab and plan tiles read out, in reading order (requirements §3 resource usage). */
export const SHOWN_USAGE_FEATURES = Object.freeze([
  'blueprint',
  'scanners',
  'custom_questions',
  'custom_segments',
  'automations',
] as const);

/**
 * How one feature's use reads against the plan: without limit, not in the plan, or counted
 * against a limit. A counted meter tells whether the business is within, at or over it (over
 * after moving to a smaller plan or when a trial ends; nothing is deleted then, requirements §3),
 * and its share of the limit for a bar, which a zero limit has none of.
 */
export type UsageMeter =
  | { readonly kind: 'unlimited'; readonly used: number }
  | { readonly kind: 'notIncluded' }
  | {
      readonly kind: 'counted';
      readonly used: number;
      readonly limit: number;
      /** Percent of the limit in use, capped at 100; null for a zero limit. */
      readonly percent: number | null;
      readonly standing: 'within' | 'atLimit' | 'overLimit';
    };

/** Reads one entry of a subscription's `resourceUsage`; a feature the plan lacks counts as limit 0. */
export const usageMeter = (entry: z.infer<typeof ResourceUsageSchema> | undefined): UsageMeter => {
  const used = entry?.used ?? 0;
  const limit = entry ? entry.limit : 0;
  if (limit === null) return { kind: 'unlimited', used };
  if (limit === 0 && used === 0) return { kind: 'notIncluded' };
  return {
    kind: 'counted',
    used,
    limit,
    percent: limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : null,
    standing: used > limit ? 'overLimit' : used === limit ? 'atLimit' : 'within',
  };
};

/** A counted feature the business uses more of than a plan allows. */
export interface UsageBeyondLimit {
  readonly name: (typeof SHOWN_USAGE_FEATURES)[number];
  readonly used: number;
  readonly limit: number;
}

/**
 * What moving to `plan` would leave above its limits, read from the current subscription's
 * usage: nothing is deleted then (requirements §3), but nothing more of it can be added until the
 * use is within the limit. Only limits the plan states count: a feature it leaves out is read as
 * allowed, so that no warning is false.
 */
export const usageBeyond = (
  plan: { readonly features: readonly { readonly name: string; readonly limit: number | null }[] },
  usage: Readonly<Record<string, { readonly used: number }>> | undefined,
): UsageBeyondLimit[] =>
  SHOWN_USAGE_FEATURES.flatMap((name) => {
    const limit = plan.features.find((f) => f.name === name)?.limit ?? null;
    const used = usage?.[name]?.used ?? 0;
    return limit !== null && used > limit ? [{ name, used, limit }] : [];
  });
