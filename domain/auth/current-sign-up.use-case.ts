import type { Clock } from '../shared/clock.port.ts';
import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { ONE_TIME_CODE_RULES } from './one-time-codes.ts';
import { registrationStep, type RegistrationStep, type SignUpProgress } from './registration-steps.ts';
import { loadSignUp } from './sign-up-progress.ts';

/** Where a sign-up stands, read from storage. */
export interface SignUpView {
  readonly progress: SignUpProgress;
  readonly step: RegistrationStep;
  /** Seconds until another code may be asked for (0: now). */
  readonly resendInSeconds: number;
}

/** The sign-up in this browser and its step; no billing yet, so SELECT_PLAN is skipped. */
export const currentSignUp =
  ({ storage, clock }: { storage: KeyValueStorage; clock: Clock }) =>
  (): SignUpView => {
    const { progress } = loadSignUp(storage);
    const now = clock.now();
    const sentAt = progress.codeSentAt ? new Date(progress.codeSentAt).getTime() : 0;
    const wait = sentAt + ONE_TIME_CODE_RULES.resendCooldownMs - now.getTime();
    return {
      progress,
      step: registrationStep(progress, { billing: false, now }),
      resendInSeconds: wait > 0 ? Math.ceil(wait / 1000) : 0,
    };
  };
