import type { TeamEmailComposer, TeamInvitationEmail } from '#domain/team/index.ts';
import { fillTemplate } from '#domain/shared/index.ts';
import { noticeEmail } from './email-layout.ts';
import { duration, emailTexts } from './email-texts.ts';

/** Mails about a business's team; the invitation says what the offered role may do before one joins. */
export const createTeamEmailComposer = (): TeamEmailComposer => ({
  teamInvitation(email: TeamInvitationEmail) {
    const { language, texts } = emailTexts(email.language);
    const t = texts.teamInvitation;
    const values = {
      inviterName: email.inviterName,
      businessName: email.businessName,
      role: t.roles[email.role],
      expiry: duration(language, email.expiresDays, 'day'),
    };
    return noticeEmail({
      to: email.to,
      language,
      subject: fillTemplate(t.subject, values),
      before: [t.roleDescriptions[email.role]],
      button: { label: fillTemplate(t.button, values), link: email.link },
      after: [fillTemplate(t.expiry, values)],
      linkHint: t.linkHint,
      footer: t.ignore,
    });
  },
});
