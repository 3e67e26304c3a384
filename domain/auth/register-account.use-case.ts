import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import type { AccessTokenService } from './access-token.port.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import type { RefreshTokenStore } from './refresh-token-store.port.ts';
import { issueSession } from './session-issuer.ts';
import { RegistrationSchema, type RegistrationResult } from './user.ts';
import { firstIssue } from '../shared/validation.ts';

export interface RegisterAccountDeps {
  readonly accounts: AccountRepository;
  readonly hasher: PasswordHasher;
  readonly accessTokens: AccessTokenService;
  readonly refreshTokens: RefreshTokenStore;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** Creates a business with its first user and signs them in. A taken email is `auth.email_taken`. */
export const registerAccount = (deps: RegisterAccountDeps) => {
  const startSession = issueSession(deps);
  return async (input: unknown): Promise<Result<RegistrationResult>> => {
    const parsed = RegistrationSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const { email, password, marketingOptIn } = parsed.data;
    if (await deps.accounts.findByEmail(email))
      return err(domainError(AUTH_ERRORS.emailTaken, undefined, 'email'));
    const userId = deps.ids.id();
    const businessId = deps.ids.id();
    const created = await deps.accounts.create({
      id: userId,
      businessId,
      email,
      passwordHash: await deps.hasher.hash(password),
      marketingOptIn: marketingOptIn ?? false,
      createdAt: deps.clock.now(),
    });
    if (created === 'email_taken') return err(domainError(AUTH_ERRORS.emailTaken, undefined, 'email'));
    const tokens = await startSession({ userId, businessId });
    return ok({ _id: userId, email, ...tokens });
  };
};
