import { escapeHtml, type OutgoingEmail } from '#domain/shared/index.ts';

/** A colour safe to put in a style attribute; anything else falls back. */
export const safeColor = (value: string, fallback: string) =>
  /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) ? value : fallback;

/**
 * Passdeck's own header colours. The brand violet #7B61FF reaches only 4.2:1 against white text,
 * under the 4.5:1 WCAG AA asks of normal text, so the mails use a darker shade of it (6.5:1).
 */
export const PASSDECK_COLORS = { background: '#5B3FE0', foreground: '#FFFFFF' } as const;

const h = escapeHtml;

/**
 * The page every mail shares: a card with a coloured header and a footer line. Inline styles and a
 * table, because mail clients ignore style sheets and many ignore flexbox. `content` is HTML the
 * caller has escaped; everything else is plain text.
 */
export const htmlDocument = (page: {
  language: string;
  title: string;
  header: string;
  headerBackground: string;
  headerForeground: string;
  content: string;
  footer: string;
}) => `<!doctype html>
<html lang="${h(page.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${h(page.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f7;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1a1b1e">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;border-collapse:collapse">
<tr><td style="background:${page.headerBackground};color:${page.headerForeground};padding:24px 28px;font-size:20px;font-weight:600">${h(page.header)}</td></tr>
<tr><td style="padding:28px">
${page.content}
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#868e96;border-top:1px solid #e9ecef">${h(page.footer)}</td></tr>
</table></body></html>`;

/** Large and letter-spaced in a monospace font, so a code is easy to read and to type again. */
export const codeHtml = (code: string, size: 'normal' | 'large') =>
  size === 'large'
    ? `<p style="margin:0 0 20px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace">${h(code)}</p>`
    : `<p style="margin:0 0 20px;font-size:24px;font-weight:700;letter-spacing:3px;font-family:ui-monospace,Menlo,monospace">${h(code)}</p>`;

export const buttonHtml = (button: { label: string; link: string; background: string; foreground: string }) =>
  `<p style="margin:0 0 20px"><a href="${h(button.link)}" style="display:inline-block;background:${button.background};color:${button.foreground};padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${h(button.label)}</a></p>`;

/** The link written out as well: some clients block buttons, and a forwarded text loses them. */
export const linkHintHtml = (hint: string, link: string) =>
  `<p style="margin:0;font-size:13px;color:#5c5f66">${h(hint)}<br><a href="${h(link)}" style="color:#5c5f66;word-break:break-all">${h(link)}</a></p>`;

/**
 * A mail Passdeck itself sends about an account: a heading, a few sentences, maybe a code, one
 * button, and what to do if the mail was not expected. All strings are plain text.
 */
export interface NoticeEmail {
  readonly to: string;
  readonly language: string;
  readonly subject: string;
  readonly before: readonly string[];
  readonly code?: { readonly label: string; readonly value: string };
  /** The one thing to do, and the hint that writes its link out; a notice may have none. */
  readonly button?: { readonly label: string; readonly link: string };
  readonly after: readonly string[];
  readonly linkHint?: string;
  readonly footer: string;
}

export const noticeEmail = (mail: NoticeEmail): OutgoingEmail => {
  const text = [
    mail.subject,
    '',
    ...mail.before.flatMap((line) => [line, '']),
    ...(mail.code ? [`${mail.code.label}: ${mail.code.value}`, ''] : []),
    ...(mail.button ? [`${mail.button.label}: ${mail.button.link}`, ''] : []),
    ...mail.after.flatMap((line) => [line, '']),
    '--',
    mail.footer,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${h(line)}</p>`;
  const content = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${h(mail.subject)}</h1>`,
    ...mail.before.map(paragraph),
    ...(mail.code
      ? [
          `<p style="margin:0 0 4px;color:#5c5f66">${h(mail.code.label)}</p>`,
          codeHtml(mail.code.value, 'large'),
        ]
      : []),
    ...(mail.button ? [buttonHtml({ ...mail.button, ...PASSDECK_COLORS })] : []),
    ...mail.after.map(paragraph),
    ...(mail.button && mail.linkHint ? [linkHintHtml(mail.linkHint, mail.button.link)] : []),
  ].join('\n');
  const html = htmlDocument({
    language: mail.language,
    title: mail.subject,
    header: 'Passdeck',
    headerBackground: PASSDECK_COLORS.background,
    headerForeground: PASSDECK_COLORS.foreground,
    content,
    footer: mail.footer,
  });
  return { to: mail.to, subject: mail.subject, text, html };
};
