import type { SecurityNotice, SecurityNoticeComposer } from '#domain/auth/index.ts';
import { fillTemplate } from '#domain/shared/index.ts';
import { noticeEmail } from './email-layout.ts';
import { emailTexts } from './email-texts.ts';

/**
 * When the change happened, in the reader's language. In UTC and said so: the account keeps no
 * time zone of its own, and the business's may not be the owner's.
 */
const noticeTime = (language: string, at: Date) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);

/**
 * The mails that tell an owner their password or address changed. A password notice points to
 * the reset page. An address notice has no button: a reset would mail the new address, which
 * may be the intruder's, so it names the support address instead.
 */
export const createSecurityNoticeComposer = (): SecurityNoticeComposer => ({
  notice(notice: SecurityNotice) {
    const { language, texts } = emailTexts(notice.language);
    const values = {
      email: notice.email,
      previousEmail: notice.previousEmail ?? '',
      time: noticeTime(language, notice.at),
      supportEmail: notice.supportEmail,
    };
    const fill = (text: string) => fillTemplate(text, values);
    const password = texts.passwordChanged;
    const t = notice.kind === 'password_changed' ? password : texts.emailChanged;
    return noticeEmail({
      to: notice.to,
      language,
      subject: t.subject,
      before: [fill(t.intro), t.ifYou, fill(t.ifNot)],
      ...(notice.kind === 'password_changed'
        ? { button: { label: password.button, link: notice.resetLink }, linkHint: password.linkHint }
        : {}),
      after: [],
      footer: t.footer,
    });
  },
});
