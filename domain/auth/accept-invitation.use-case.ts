import type { SecretDigest } from '../shared/secret-digest.port.ts';
import { domainError, err, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import { TEAM_ERRORS, TeamAcceptSchema, type TeamRepository } from '../team/index.ts';
import { openAccount, type OpenAccountDeps } from './open-account.use-case.ts';
import { passwordRefusal } from './password-policy.ts';
import { PasswordSchema, type RegistrationResult } from './user.ts';

/**
 * Joins a business through a team invitation (`POST /api/team/invitations/accept`): the token
 * from the mail proves the address, so the new account is verified; it gets the invited role and
 * is signed in. The invitation works once and until it expires.
 */
export const acceptInvitation = (deps: OpenAccountDeps & { team: TeamRepository; digest: SecretDigest }) => {
  const open = openAccount(deps);
  return async (input: unknown, userAgent: string | null = null): Promise<Result<RegistrationResult>> => {
    const parsed = TeamAcceptSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const password = PasswordSchema.safeParse(parsed.data.password);
    if (!password.success) return err({ ...firstIssue(password.error), field: 'password' });
    const now = deps.clock.now();
    const invitation = await deps.team.invitationByDigest(deps.digest.digest(parsed.data.token));
    if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now)
      return err(domainError(TEAM_ERRORS.invitationInvalid, undefined, 'token'));
    const weak = passwordRefusal(password.data, invitation.email);
    if (weak) return err(weak);
    if (await deps.accounts.findByEmail(invitation.email))
      return err(domainError(TEAM_ERRORS.emailTaken, undefined, 'email'));
    if (!(await deps.team.accept(invitation.id, now)))
      return err(domainError(TEAM_ERRORS.invitationInvalid, undefined, 'token'));
    return open({
      email: invitation.email,
      password: password.data,
      firstName: parsed.data.firstName,
      lastName: parsed.data.lastName,
      verifiedAt: now,
      join: { businessId: invitation.businessId, role: invitation.role },
      userAgent,
    });
  };
};
