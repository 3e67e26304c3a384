import type { TeamRole } from '../team/index.ts';

/** A signed-in device as its owner sees it on the account page. */
export interface SessionInfo {
  readonly id: string;
  readonly userAgent: string | null;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
}

/** What a live session gives a request: the business and the member's role, as they are now. */
export interface SessionAccess {
  readonly businessId: string;
  readonly teamRole: TeamRole;
}

/**
 * Sessions: one per log-in, shared by the refresh tokens that rotate from it. Ending one revokes
 * its refresh tokens in the same transaction, so it cannot be renewed.
 */
export interface SessionRepository {
  open(session: { id: string; userId: string; userAgent: string | null; at: Date }): Promise<void>;
  /** A refresh renewed it. */
  touch(id: string, at: Date): Promise<void>;
  /** The user's sessions not ended and seen since `since`, newest first. */
  listLive(userId: string, since: Date): Promise<SessionInfo[]>;
  /** Ends one of the user's sessions; false when it is not theirs or already ended. */
  end(userId: string, id: string, at: Date): Promise<boolean>;
  /** Ends every session of the user but `keep`; how many it ended. */
  endAll(userId: string, at: Date, keep?: string): Promise<number>;
  /** The account and role behind a live session, or null (ended, or the account is gone). */
  access(userId: string, sessionId: string): Promise<SessionAccess | null>;
  /** The user's access changed (role, deletion): a cache in front of `access` forgets them. */
  forget(userId: string): void;
}
