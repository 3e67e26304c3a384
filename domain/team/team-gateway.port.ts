import type { Result } from '../shared/result.ts';
import type { TeamRole } from './team-roles.ts';
import type { TeamMemberView } from './team-views.ts';

/** The browser's view of the team API. */
export interface TeamGateway {
  list(): Promise<Result<TeamMemberView[]>>;
  invite(input: { email: string; role: TeamRole }): Promise<Result<TeamMemberView>>;
  changeRole(userId: string, role: TeamRole): Promise<Result<{ role: string }>>;
  /** Removes a member, or withdraws a pending invitation by its id. */
  remove(id: string): Promise<Result<void>>;
}
