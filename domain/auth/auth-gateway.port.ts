import type { Result } from '../shared/result.ts';
import type { TeamAccept } from '../team/index.ts';
import type { Credentials, Onboarding, Registration, RegistrationResult, TokenPair, User } from './user.ts';

/** The browser's view of the auth API. Failures carry the server's message when there is one. */
export interface AuthGateway {
  register(input: Registration): Promise<Result<RegistrationResult>>;
  login(input: Credentials): Promise<Result<TokenPair>>;
  logout(refreshToken: string): Promise<Result<void>>;
  me(): Promise<Result<User>>;
  updateMe(input: Onboarding): Promise<Result<User>>;
  /** Joins a business with a team invitation's token; signs in like `register`. */
  acceptTeamInvitation(input: TeamAccept): Promise<Result<RegistrationResult>>;
}
