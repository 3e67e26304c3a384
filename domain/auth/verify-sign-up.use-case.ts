import type { Clock } from '../shared/clock.port.ts';
import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { CODE_ERRORS, CodeProofSchema, ONE_TIME_CODE_RULES } from './one-time-codes.ts';
import { advanceSignUp, type SignUpProgress } from './registration-steps.ts';
import { loadSignUp, saveSignUp } from './sign-up-progress.ts';

/**
 * Step REGISTER_VERIFICATION: proves the address with the mailed code (for the stored address)
 * or with the mail's link. A link opened on another device has no stored address: the token is
 * answered anyway, and the password step then asks for the address.
 */
export const verifySignUp =
  ({ gateway, storage, clock }: { gateway: AuthGateway; storage: KeyValueStorage; clock: Clock }) =>
  async (
    input: { readonly code: string } | { readonly a: string; readonly b: string },
  ): Promise<Result<{ progress: SignUpProgress; verificationToken: string }>> => {
    const stored = loadSignUp(storage);
    const email = stored.progress.email;
    if ('code' in input && !email) return err(domainError(CODE_ERRORS.grantInvalid));
    const parsed = CodeProofSchema.safeParse('code' in input ? { email, code: input.code } : input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const verified = await gateway.verifyEmail(parsed.data);
    if (!verified.ok) return verified;
    const { verificationToken } = verified.value;
    const expiresAt = new Date(clock.now().getTime() + ONE_TIME_CODE_RULES.grantTtlMs);
    const progress = advanceSignUp(stored.progress, {
      type: 'verified',
      token: verificationToken,
      expiresAt,
    });
    saveSignUp(storage, { ...stored, progress });
    return ok({ progress, verificationToken });
  };
