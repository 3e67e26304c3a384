import type { CodeEmail, CodeEmailComposer } from '#domain/auth/index.ts';
import { fillTemplate } from '#domain/shared/index.ts';
import { noticeEmail } from './email-layout.ts';
import { duration, emailTexts, type EmailTexts } from './email-texts.ts';

const CODE_TEXTS = {
  verify_email: 'verifyEmail',
  reset_password: 'resetPassword',
  change_email: 'changeEmail',
} as const satisfies Record<
  Exclude<CodeEmail['kind'], 'account_exists' | 'change_email_taken'>,
  keyof EmailTexts
>;

/**
 * The account mails that carry a one-time code and a link doing the same (a code for the
 * device the request came from, the link for another one), or, when the address already has an
 * account, a pointer to the login page in their place.
 */
export const createCodeEmailComposer = (): CodeEmailComposer => ({
  code(email: CodeEmail) {
    const { language, texts } = emailTexts(email.language);
    const base = { to: email.to, language, button: { link: email.link } };
    if (email.kind === 'account_exists' || email.kind === 'change_email_taken') {
      const t = email.kind === 'account_exists' ? texts.accountExists : texts.changeEmailTaken;
      return noticeEmail({
        ...base,
        subject: t.subject,
        before: [t.intro],
        button: { ...base.button, label: t.button },
        after: [t.next],
        linkHint: t.linkHint,
        footer: t.ignore,
      });
    }
    const t = texts[CODE_TEXTS[email.kind]];
    const validity = fillTemplate(t.validity, {
      codeLifetime: duration(language, email.codeMinutes, 'minute'),
      linkLifetime: duration(language, email.linkHours, 'hour'),
    });
    return noticeEmail({
      ...base,
      subject: t.subject,
      before: [t.intro],
      code: { label: t.codeLabel, value: email.code },
      button: { ...base.button, label: t.button },
      after: [validity],
      linkHint: t.linkHint,
      footer: t.ignore,
    });
  },
});
