import type { OutgoingEmail } from '../shared/mailer.port.ts';
import type { SiteLanguage } from '../shared/site-language.ts';

/** What an invitation says: which business invites whom to its pass, and the link with the code. */
export interface InvitationEmail {
  readonly to: string;
  readonly language: SiteLanguage;
  readonly memberName: string;
  readonly personalMessage: string;
  /** The card's company name (customers never see the card's own name). */
  readonly businessName: string;
  /** The pass description, shown under the invitation; may be empty. */
  readonly passDescription: string;
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
