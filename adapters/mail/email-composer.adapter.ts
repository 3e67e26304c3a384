import type { EmailComposer, EmailLanguage, InvitationEmail } from '#domain/invitations/index.ts';
import de from '../../locales/de/email.json' with { type: 'json' };
import en from '../../locales/en/email.json' with { type: 'json' };
import es from '../../locales/es/email.json' with { type: 'json' };
import nl from '../../locales/nl/email.json' with { type: 'json' };
import pl from '../../locales/pl/email.json' with { type: 'json' };
import pt from '../../locales/pt/email.json' with { type: 'json' };
import uk from '../../locales/uk/email.json' with { type: 'json' };

const TEXTS: Record<EmailLanguage, typeof en> = { en, de, es, pt, nl, pl, uk };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** A colour safe to put in a style attribute; anything else falls back. */
const safeColor = (value: string, fallback: string) =>
  /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) ? value : fallback;

/**
 * Translated, multipart emails with inline styles (mail clients ignore style sheets). A small
 * template of our own: the emails are short, and a templating engine would add more than it saves.
 */
export const createEmailComposer = (): EmailComposer => ({
  invitation(email: InvitationEmail) {
    const t = TEXTS[email.language] ?? en;
    const texts = t.invitation;
    const values = { businessName: email.businessName, name: email.memberName };
    const greeting = email.memberName ? fill(texts.greeting, values) : texts.greetingNoName;
    const subject = fill(texts.subject, values);
    const intro = fill(texts.intro, values);
    const messageFrom = fill(texts.messageFrom, values);
    const footer = fill(texts.footer, values);
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
    const bg = safeColor(email.backgroundColor, '#7B61FF');
    const fg = safeColor(email.foregroundColor, '#FFFFFF');
    const h = (value: string) => escapeHtml(value);
    const html = `<!doctype html>
<html lang="${email.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${h(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1a1b1e">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;border-collapse:collapse">
<tr><td style="background:${bg};color:${fg};padding:24px 28px;font-size:20px;font-weight:600">${h(email.businessName)}</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 12px">${h(greeting)}</p>
<p style="margin:0 0 16px">${h(intro)}</p>
${email.passDescription ? `<p style="margin:0 0 16px;font-weight:600">${h(email.passDescription)}</p>` : ''}
${
  email.personalMessage
    ? `<p style="margin:0 0 4px;color:#5c5f66">${h(messageFrom)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid ${bg};white-space:pre-line">${h(email.personalMessage)}</blockquote>`
    : ''
}
<p style="margin:0 0 4px;color:#5c5f66">${h(texts.codeLabel)}</p>
<p style="margin:0 0 20px;font-size:24px;font-weight:700;letter-spacing:3px;font-family:ui-monospace,Menlo,monospace">${h(email.validationCode)}</p>
<p style="margin:0 0 20px"><a href="${h(email.link)}" style="display:inline-block;background:${bg};color:${fg};padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${h(texts.button)}</a></p>
<p style="margin:0;font-size:13px;color:#5c5f66">${h(texts.linkHint)}<br><a href="${h(email.link)}" style="color:#5c5f66;word-break:break-all">${h(email.link)}</a></p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#868e96;border-top:1px solid #e9ecef">${h(footer)}</td></tr>
</table></body></html>`;
    return { to: email.to, subject, text, html };
  },
});
