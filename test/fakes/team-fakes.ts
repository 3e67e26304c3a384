import type { TeamEntry, TeamInvitationRecord, TeamRepository, TeamRole } from '#domain/team/index.ts';

interface Member {
  userId: string;
  businessId: string;
  email: string;
  role: TeamRole;
  name: string | null;
}
interface Invitation extends TeamInvitationRecord {
  tokenDigest: string;
  createdAt: Date;
}

/** An in-memory team store with the repository's rules (one business per call, one invitation per address). */
export const createMemoryTeam = (businessName = 'Café Sol') => {
  const members: Member[] = [];
  const invitations: Invitation[] = [];
  // One business's exclusive changes run one after another, as the database's row lock makes them.
  let queue: Promise<unknown> = Promise.resolve();
  const repo: TeamRepository = {
    exclusive(_businessId, change) {
      const run = queue.then(() => change(repo));
      queue = run.catch(() => undefined);
      return run;
    },
    async list(businessId) {
      const active: TeamEntry[] = members
        .filter((m) => m.businessId === businessId)
        .map((m) => ({
          id: m.userId,
          email: m.email,
          firstName: m.name,
          lastName: null,
          role: m.role,
          status: 'active',
          since: new Date(0),
          expiresAt: null,
        }));
      const invited: TeamEntry[] = invitations
        .filter((i) => i.businessId === businessId && !i.acceptedAt)
        .map((i) => ({
          id: i.id,
          email: i.email,
          firstName: null,
          lastName: null,
          role: i.role,
          status: 'invited',
          since: i.createdAt,
          expiresAt: i.expiresAt,
        }));
      return [...active, ...invited];
    },
    async member(businessId, userId) {
      const m = members.find((x) => x.businessId === businessId && x.userId === userId);
      return m ? { userId: m.userId, role: m.role } : null;
    },
    async countOwners(businessId) {
      return members.filter((m) => m.businessId === businessId && m.role === 'owner').length;
    },
    async setRole(businessId, userId, role) {
      const m = members.find((x) => x.businessId === businessId && x.userId === userId);
      if (m) m.role = role;
      return Boolean(m);
    },
    async remove(businessId, userId) {
      const i = members.findIndex((x) => x.businessId === businessId && x.userId === userId);
      if (i >= 0) members.splice(i, 1);
      return i >= 0;
    },
    async invite(invitation) {
      const taken = members.find((m) => m.email === invitation.email);
      if (taken) return taken.businessId === invitation.businessId ? 'already_member' : 'email_taken';
      const i = invitations.findIndex(
        (x) => x.businessId === invitation.businessId && x.email === invitation.email,
      );
      if (i >= 0) invitations.splice(i, 1);
      invitations.push({ ...invitation, businessName, acceptedAt: null });
      return 'invited';
    },
    async removeInvitation(businessId, id) {
      const i = invitations.findIndex((x) => x.businessId === businessId && x.id === id && !x.acceptedAt);
      if (i >= 0) invitations.splice(i, 1);
      return i >= 0;
    },
    async invitationById(id) {
      return invitations.find((x) => x.id === id) ?? null;
    },
    async invitationByDigest(digest) {
      return invitations.find((x) => x.tokenDigest === digest) ?? null;
    },
    async setToken(id, digest) {
      const inv = invitations.find((x) => x.id === id && !x.acceptedAt);
      if (inv) inv.tokenDigest = digest;
      return Boolean(inv);
    },
    async accept(id, at) {
      const inv = invitations.find((x) => x.id === id && !x.acceptedAt);
      if (inv) Object.assign(inv, { acceptedAt: at });
      return Boolean(inv);
    },
    async inviterName(userId) {
      return members.find((m) => m.userId === userId)?.name ?? null;
    },
  };
  return { repo, members, invitations };
};
