import { z } from 'zod';

/**
 * A member's role in a business (issue 21). Not the user's platform `role` (requirements §6),
 * which keeps its meaning: a platform admin may override the display currency.
 */
export const TEAM_ROLES = ['owner', 'admin', 'staff'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TeamRoleSchema = z.enum(TEAM_ROLES, { error: 'team.role_invalid' });

/** What a member may do; the server checks one of these on every business route. */
export const TEAM_ACTIONS = [
  /** See cards, their statistics and their share page. */
  'cards.read',
  /** Create, edit, publish, unpublish, delete and restore cards; upload their images. */
  'cards.write',
  /** See customers and their history. */
  'customers.read',
  /** Change a customer's balance, invite customers, renew and send their codes. */
  'customers.act',
  /** Delete a customer and export the customer list. */
  'customers.manage',
  /** Scan passes in the dashboard. */
  'scanner.use',
  /** Send messages to a card's passes. */
  'messages.send',
  /** See points rules and segments. */
  'rules.read',
  /** Create and change points rules and segments. */
  'rules.write',
  /** Pair and revoke scanner devices. */
  'device_keys.manage',
  /** Run the card testing wizard (it creates test customers). */
  'testing.use',
  /** Change the business's profile (name, type, logo, address, defaults). */
  'business.edit',
  /** Export every record of the business. */
  'data.export',
  /** Invite, change and remove team members. */
  'team.manage',
  /** Choose the plan, pay, cancel. */
  'billing.manage',
  /** Delete the business and every record of it. */
  'account.delete',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

const STAFF: readonly TeamAction[] = [
  'cards.read',
  'customers.read',
  'customers.act',
  'scanner.use',
  'messages.send',
  'rules.read',
];
const OWNER_ONLY: readonly TeamAction[] = ['team.manage', 'billing.manage', 'account.delete'];

/**
 * The permission table: staff serve customers at the counter (customers, scanner, messages,
 * statistics); admins run the business but its team, billing and existence; owners do all.
 */
const PERMISSIONS: Readonly<Record<TeamRole, ReadonlySet<TeamAction>>> = Object.freeze({
  owner: new Set(TEAM_ACTIONS),
  admin: new Set(TEAM_ACTIONS.filter((action) => !OWNER_ONLY.includes(action))),
  staff: new Set(STAFF),
});

/** Whether a role may do an action. */
export const canRole = (role: TeamRole, action: TeamAction): boolean => PERMISSIONS[role].has(action);

/** Every action a role may do, in table order (the web app hides the rest). */
export const actionsOf = (role: TeamRole): TeamAction[] => TEAM_ACTIONS.filter((a) => canRole(role, a));

/** A member as the team rules see it. */
export interface TeamMemberRef {
  readonly userId: string;
  readonly role: TeamRole;
}

/** Why a change to the team is refused (codes in locales/<lang>/errors.json). */
export const TEAM_ERRORS = Object.freeze({
  forbidden: 'team.forbidden',
  lastOwner: 'team.last_owner',
  self: 'team.self',
  notFound: 'team.member_not_found',
  emailTaken: 'team.email_taken',
  alreadyMember: 'team.already_member',
  invitationInvalid: 'team.invitation_invalid',
});

/**
 * Whether `actor` may give `target` the role `next` (or remove them when `next` is null): only
 * those who manage the team, never on themselves (no one raises their own role or locks
 * themselves out), and a business always keeps an owner. Null when allowed, else the code.
 */
export const teamChangeRefusal = (
  actor: TeamMemberRef,
  target: TeamMemberRef,
  next: TeamRole | null,
  owners: number,
): string | null => {
  if (!canRole(actor.role, 'team.manage')) return TEAM_ERRORS.forbidden;
  if (actor.userId === target.userId) return TEAM_ERRORS.self;
  if (target.role === 'owner' && next !== 'owner' && owners <= 1) return TEAM_ERRORS.lastOwner;
  return null;
};
