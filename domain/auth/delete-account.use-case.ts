import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import { canRole } from '../team/index.ts';
import type { FileStore } from '../files/index.ts';
import { DeleteAccountSchema, type AccountDataStore, type AccountDeleted } from './account-data.ts';
import type { Principal } from './account.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { ThrottledError } from './authenticate.use-case.ts';
import { ownPasswordRefusal } from './own-password.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import type { SessionRepository } from './session-repository.port.ts';

/**
 * Deletes the business for real (`DELETE /api/users/me`): its cards, customers, members and
 * their sessions, scanner keys and uploaded files. Only an owner may, with their password
 * (counted like log-in attempts). Passes already on phones stop updating, and their pages
 * answer "not available", because nothing of the card is left to serve.
 */
export const deleteAccount =
  (deps: {
    accounts: AccountRepository;
    hasher: PasswordHasher;
    limiter: RateLimiter;
    sessions: SessionRepository;
    data: AccountDataStore;
    files: FileStore;
    clock: Clock;
  }) =>
  async (
    principal: Principal,
    input: unknown,
  ): Promise<Result<AccountDeleted, DomainError | ThrottledError>> => {
    const parsed = DeleteAccountSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    if (!canRole(principal.teamRole, 'account.delete')) return err(domainError('team.forbidden'));
    const account = await deps.accounts.findById(principal.userId);
    if (!account) return err(domainError(AUTH_ERRORS.userNotFound));
    const refused = await ownPasswordRefusal(deps, account, parsed.data.password, 'password');
    if (refused) return err(refused);
    const files = await deps.data.uploadFiles(principal.businessId);
    const erased = await deps.data.erase(principal.businessId);
    if (!erased) return err(domainError(AUTH_ERRORS.userNotFound));
    // The rows are gone; a file left behind by a failed removal names nothing and holds no
    // customer data (card images), so it does not undo the deletion.
    await Promise.allSettled(files.map((file) => deps.files.remove(file)));
    for (const id of erased.memberIds) deps.sessions.forget(id);
    return ok({ deleted: true, cards: erased.cards, customers: erased.customers, members: erased.members });
  };
