import type { EmailComposer, InvitationEmail } from '#domain/invitations/index.ts';
import { escapeHtml, fillTemplate } from '#domain/shared/index.ts';
import { buttonHtml, codeHtml, htmlDocument, linkHintHtml, safeColor } from './email-layout.ts';
import { emailTexts } from './email-texts.ts';

/**
 * Translated, multipart emails with inline styles (mail clients ignore style sheets). A small
 * template of our own: the emails are short, and a templating engine would add more than it saves.
 */
export const createEmailComposer = (): EmailComposer => ({
  invitation(email: InvitationEmail) {
    const { language, texts: t } = emailTexts(email.language);
    const texts = t.invitation;
    const values = { businessName: email.businessName, name: email.memberName };
    const greeting = email.memberName ? fillTemplate(texts.greeting, values) : texts.greetingNoName;
    const subject = fillTemplate(texts.subject, values);
    const intro = fillTemplate(texts.intro, values);
    const messageFrom = fillTemplate(texts.messageFrom, values);
    const footer = fillTemplate(texts.footer, values);
    const text = [
      greeting,
      '',
      intro,
      ...(email.passDescription ? ['', email.passDescription] : []),
      ...(email.personalMessage ? ['', messageFrom, email.personalMessage] : []),
      '',
      `${texts.codeLabel}: ${email.validationCode}`,
      '',
      `${texts.button}: ${email.link}`,
      '',
      '--',
      footer,
    ].join('\n');
    // The business's own colours, so the mail looks like the card it invites to.
    const bg = safeColor(email.backgroundColor, '#7B61FF');
    const fg = safeColor(email.foregroundColor, '#FFFFFF');
    const h = escapeHtml;
    const content = `<p style="margin:0 0 12px">${h(greeting)}</p>
<p style="margin:0 0 16px">${h(intro)}</p>
${email.passDescription ? `<p style="margin:0 0 16px;font-weight:600">${h(email.passDescription)}</p>` : ''}
${
  email.personalMessage
    ? `<p style="margin:0 0 4px;color:#5c5f66">${h(messageFrom)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid ${bg};white-space:pre-line">${h(email.personalMessage)}</blockquote>`
    : ''
}
<p style="margin:0 0 4px;color:#5c5f66">${h(texts.codeLabel)}</p>
${codeHtml(email.validationCode, 'normal')}
${buttonHtml({ label: texts.button, link: email.link, background: bg, foreground: fg })}
${linkHintHtml(texts.linkHint, email.link)}`;
    const html = htmlDocument({
      language,
      title: subject,
      header: email.businessName,
      headerBackground: bg,
      headerForeground: fg,
      content,
      footer,
    });
    return { to: email.to, subject, text, html };
  },
});
