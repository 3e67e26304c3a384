import type { OutgoingEmail } from '../shared/mailer.port.ts';
import type { EmailLanguage } from './send-invitation.use-case.ts';

/** What an invitation says: who invites whom to which card, and the link with the code. */
export interface InvitationEmail {
  readonly to: string;
  readonly language: EmailLanguage;
  readonly memberName: string;
  readonly personalMessage: string;
  readonly businessName: string;
  readonly cardName: string;
  /** The get-pass page with the code, ready to open. */
  readonly link: string;
  readonly validationCode: string;
  /** The card's colours (#rrggbb), so the email looks like the business. */
  readonly backgroundColor: string;
  readonly foregroundColor: string;
}

/** Writes translated, multipart emails (the texts live with the adapters, not in the domain). */
export interface EmailComposer {
  invitation(email: InvitationEmail): OutgoingEmail;
}
