import { err, type Result } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { OnboardingSchema, type OnboardingInput, type User } from './user.ts';
import { firstIssue } from '../shared/validation.ts';

export interface CompleteOnboardingDeps {
  readonly gateway: AuthGateway;
}

/** Saves the business profile; the server marks onboarding as completed. */
export const completeOnboarding =
  ({ gateway }: CompleteOnboardingDeps) =>
  async (input: OnboardingInput): Promise<Result<User>> => {
    const parsed = OnboardingSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    return gateway.updateMe(parsed.data);
  };
