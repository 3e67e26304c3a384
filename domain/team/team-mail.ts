import type { OutgoingEmail } from '../shared/mailer.port.ts';
import type { TeamRole } from './team-roles.ts';

/** The mail that invites someone to join a business's team. */
export interface TeamInvitationEmail {
  readonly to: string;
  readonly language: string;
  readonly businessName: string;
  /** Who invited them (name, else email). */
  readonly inviterName: string;
  readonly role: TeamRole;
  /** `…/signup?invite={token}` */
  readonly link: string;
  /** How long the invitation works, in days. */
  readonly expiresDays: number;
}

/** Writes the translated team mails (texts live with the adapter). */
export interface TeamEmailComposer {
  teamInvitation(email: TeamInvitationEmail): OutgoingEmail;
}
