import type { TeamRole } from './team-roles.ts';

/** A member or a pending invitation, as the team list shows them. */
export interface TeamEntry {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly role: TeamRole;
  readonly status: 'active' | 'invited';
  readonly since: Date;
  /** Invitations only: until when the link works. */
  readonly expiresAt: Date | null;
}

/** An invitation as accepting it reads it. */
export interface TeamInvitationRecord {
  readonly id: string;
  readonly businessId: string;
  readonly businessName: string | null;
  readonly email: string;
  readonly role: TeamRole;
  readonly invitedBy: string | null;
  readonly language: string;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
}

/** A business's members and invitations. Every method is scoped to one business. */
export interface TeamRepository {
  list(businessId: string): Promise<TeamEntry[]>;
  /**
   * Runs `change` while no other `exclusive` change of the same business runs: a rule over the
   * whole team (a business keeps an owner) read inside it still holds when its write lands.
   * `change` must use only the repository it is given (another query would wait for this one).
   */
  exclusive<T>(businessId: string, change: (team: TeamRepository) => Promise<T>): Promise<T>;
  member(businessId: string, userId: string): Promise<{ userId: string; role: TeamRole } | null>;
  countOwners(businessId: string): Promise<number>;
  setRole(businessId: string, userId: string, role: TeamRole): Promise<boolean>;
  /** Deletes the member's user (their sessions go with it). */
  remove(businessId: string, userId: string): Promise<boolean>;
  /**
   * Stores an invitation (a new one for the same address replaces the old, whose link stops
   * working); `already_member` when the address is a member of this business already, and
   * `email_taken` when another business's account uses it.
   */
  invite(invitation: {
    id: string;
    businessId: string;
    email: string;
    role: TeamRole;
    tokenDigest: string;
    invitedBy: string;
    language: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<'invited' | 'already_member' | 'email_taken'>;
  removeInvitation(businessId: string, id: string): Promise<boolean>;
  invitationById(id: string): Promise<TeamInvitationRecord | null>;
  invitationByDigest(tokenDigest: string): Promise<TeamInvitationRecord | null>;
  /** Stores the digest the mail job drew; false when the invitation was accepted or replaced. */
  setToken(id: string, tokenDigest: string): Promise<boolean>;
  /** Marks it accepted, only if it was not (one statement). */
  accept(id: string, at: Date): Promise<boolean>;
  /** The inviter's display name for the mail. */
  inviterName(userId: string): Promise<string | null>;
}
