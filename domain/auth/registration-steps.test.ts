import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_SIGN_UP,
  REGISTRATION_STEPS,
  advanceSignUp,
  readSignUpProgress,
  registrationStep,
  type SignUpEvent,
  type SignUpProgress,
} from './registration-steps.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const eventArb: fc.Arbitrary<SignUpEvent> = fc.oneof(
  fc.record({
    type: fc.constant('code_sent' as const),
    email: fc.constantFrom('a@example.com', 'b@example.com'),
    at: fc.integer({ min: -60, max: 0 }).map(later),
  }),
  fc.record({
    type: fc.constant('verified' as const),
    token: fc.constantFrom('t1', 't2'),
    expiresAt: fc.integer({ min: -30, max: 24 * 60 }).map(later),
  }),
  fc.constantFrom<SignUpEvent>(
    { type: 'account_created' },
    { type: 'business_saved' },
    { type: 'plan_chosen' },
    { type: 'change_email' },
  ),
);

const run = (events: readonly SignUpEvent[]) => events.reduce(advanceSignUp, NEW_SIGN_UP as SignUpProgress);
const indexOf = (progress: SignUpProgress, billing: boolean) =>
  REGISTRATION_STEPS.indexOf(registrationStep(progress, { billing, now: NOW }));

describe('sign-up steps (issue 21, requirements §3 registration steps)', () => {
  it('reaches every step, and skips SELECT_PLAN until billing exists', () => {
    // Every state a sign-up can get into, walked breadth-first over a finite set of events (a
    // random walk would reach the last step only by luck: it takes five events in order).
    const events: SignUpEvent[] = [
      { type: 'code_sent', email: 'a@example.com', at: later(-1) },
      { type: 'code_sent', email: 'b@example.com', at: later(0) },
      { type: 'verified', token: 't1', expiresAt: later(30) },
      { type: 'verified', token: 't2', expiresAt: later(-1) },
      { type: 'account_created' },
      { type: 'business_saved' },
      { type: 'plan_chosen' },
      { type: 'change_email' },
    ];
    const reached = (billing: boolean) => {
      const seen = new Set<string>();
      const states = new Map<string, SignUpProgress>([[JSON.stringify(NEW_SIGN_UP), NEW_SIGN_UP]]);
      let frontier = [NEW_SIGN_UP];
      while (frontier.length) {
        const next: SignUpProgress[] = [];
        for (const progress of frontier) {
          seen.add(registrationStep(progress, { billing, now: NOW }));
          for (const event of events) {
            const after = advanceSignUp(progress, event);
            const key = JSON.stringify(after);
            if (!states.has(key)) {
              states.set(key, after);
              next.push(after);
            }
          }
        }
        frontier = next;
      }
      return seen;
    };
    expect([...reached(true)].sort()).toEqual([...REGISTRATION_STEPS].sort());
    expect(reached(false).has('SELECT_PLAN')).toBe(false);
    expect(reached(false).size).toBe(REGISTRATION_STEPS.length - 1);
  });

  it('resumes where it was: the step comes from what is stored, and a stored sign-up reads back the same', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), fc.boolean(), (events, billing) => {
        const progress = run(events);
        const resumed = readSignUpProgress(JSON.parse(JSON.stringify(progress)));
        expect(resumed).toEqual(progress);
        expect(registrationStep(resumed, { billing, now: NOW })).toBe(
          registrationStep(progress, { billing, now: NOW }),
        );
      }),
    );
  });

  it('finishes only with an account, a business and (with billing) a plan, and never goes back after the account', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 16 }), fc.boolean(), (events, billing) => {
        let progress: SignUpProgress = NEW_SIGN_UP;
        for (const event of events) {
          const before = indexOf(progress, billing);
          progress = advanceSignUp(progress, event);
          if (progress.accountCreated) expect(indexOf(progress, billing)).toBeGreaterThanOrEqual(before);
        }
        if (registrationStep(progress, { billing, now: NOW }) === 'EMAIL_VERIFIED') {
          expect(progress.accountCreated && progress.businessSaved).toBe(true);
          if (billing) expect(progress.planChosen).toBe(true);
        }
      }),
    );
  });

  it('asks for a new code when the verification expired before the password was set', () => {
    const sent = run([{ type: 'code_sent', email: 'a@example.com', at: NOW }]);
    expect(registrationStep(sent, { billing: false, now: NOW })).toBe('REGISTER_VERIFICATION');
    const verified = advanceSignUp(sent, { type: 'verified', token: 't', expiresAt: later(15) });
    expect(registrationStep(verified, { billing: false, now: NOW })).toBe('REGISTER_PASSWORD');
    expect(registrationStep(verified, { billing: false, now: later(16) })).toBe('REGISTER_VERIFICATION');
    expect(advanceSignUp(verified, { type: 'change_email' })).toEqual(NEW_SIGN_UP);
    expect(readSignUpProgress({ email: 5 })).toEqual(NEW_SIGN_UP);
  });
});
