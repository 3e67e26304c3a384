import { z } from 'zod';

/** The sign-up steps, in order (requirements §3 registration steps). */
export const REGISTRATION_STEPS = [
  'REGISTER_EMAIL',
  'REGISTER_VERIFICATION',
  'REGISTER_PASSWORD',
  'ONBOARDING_BUSINESS',
  'SELECT_PLAN',
  'EMAIL_VERIFIED',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/**
 * What a sign-up has done so far. It is all the browser keeps between visits, so the step is
 * derived from it and never stored: closing the tab and coming back resumes at the right step.
 */
export const SignUpProgressSchema = z.object({
  email: z.string().max(254).nullable(),
  /** When the last code was sent (ISO), for the re-send cool-down. */
  codeSentAt: z.string().nullable(),
  /** Proof of the verified address, and until when `POST /api/auth/register` takes it (ISO). */
  verification: z.object({ token: z.string().max(500), expiresAt: z.string() }).nullable(),
  accountCreated: z.boolean(),
  businessSaved: z.boolean(),
  planChosen: z.boolean(),
});
export type SignUpProgress = z.infer<typeof SignUpProgressSchema>;

/** A sign-up that has not started. */
export const NEW_SIGN_UP: SignUpProgress = Object.freeze({
  email: null,
  codeSentAt: null,
  verification: null,
  accountCreated: false,
  businessSaved: false,
  planChosen: false,
});

/** What moves a sign-up on (or back, for `change_email`). */
export type SignUpEvent =
  | { readonly type: 'code_sent'; readonly email: string; readonly at: Date }
  | { readonly type: 'verified'; readonly token: string; readonly expiresAt: Date }
  | { readonly type: 'account_created' }
  | { readonly type: 'business_saved' }
  | { readonly type: 'plan_chosen' }
  | { readonly type: 'change_email' };

/**
 * The step a sign-up is at. SELECT_PLAN is shown only when billing exists (`billing: false`
 * skips it); a verification that expired before the password was set asks for a new code.
 */
export const registrationStep = (
  progress: SignUpProgress,
  options: { readonly billing: boolean; readonly now: Date },
): RegistrationStep => {
  if (!progress.accountCreated) {
    if (!progress.email || !progress.codeSentAt) return 'REGISTER_EMAIL';
    const verified =
      progress.verification !== null && new Date(progress.verification.expiresAt) > options.now;
    return verified ? 'REGISTER_PASSWORD' : 'REGISTER_VERIFICATION';
  }
  if (!progress.businessSaved) return 'ONBOARDING_BUSINESS';
  if (options.billing && !progress.planChosen) return 'SELECT_PLAN';
  return 'EMAIL_VERIFIED';
};

/** The progress after an event; events that do not fit the progress change nothing. */
export const advanceSignUp = (progress: SignUpProgress, event: SignUpEvent): SignUpProgress => {
  switch (event.type) {
    case 'code_sent':
      if (progress.accountCreated) return progress;
      return {
        ...progress,
        // Another address starts over; the same one keeps a verification it already has.
        verification: event.email === progress.email ? progress.verification : null,
        email: event.email,
        codeSentAt: event.at.toISOString(),
      };
    case 'verified':
      if (progress.accountCreated || !progress.email) return progress;
      return { ...progress, verification: { token: event.token, expiresAt: event.expiresAt.toISOString() } };
    case 'account_created':
      if (!progress.verification) return progress;
      // The token is spent: nothing else may register with it.
      return { ...progress, verification: null, accountCreated: true };
    case 'business_saved':
      return progress.accountCreated ? { ...progress, businessSaved: true } : progress;
    case 'plan_chosen':
      return progress.businessSaved ? { ...progress, planChosen: true } : progress;
    case 'change_email':
      return progress.accountCreated ? progress : NEW_SIGN_UP;
  }
};

/** Reads a stored sign-up; anything unreadable is a new one (never a crash on a stale format). */
export const readSignUpProgress = (stored: unknown): SignUpProgress => {
  const parsed = SignUpProgressSchema.safeParse(stored);
  return parsed.success ? parsed.data : NEW_SIGN_UP;
};
