import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** A mail the server wrote to its outbox (no SMTP_URL), as a reader of the .eml sees it. */
export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The six-digit code, when the mail holds one. */
  readonly code: string | null;
  /** The `/signup/verify/{a}/{b}`, `/reset/verify/…` or `/account/verify-email/…` link's parts, when the mail holds one. */
  readonly link: { a: string; b: string; path: string } | null;
}

/** The newest mail to `to` in an outbox folder, or null. */
export const newestMailTo = async (outboxDir: string, to: string): Promise<OutboxMail | null> => {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  for (const file of files.reverse()) {
    const parsed = await simpleParser(await readFile(join(outboxDir, file)));
    const recipient = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
    if (recipient?.toLowerCase() !== to.toLowerCase()) continue;
    const text = parsed.text ?? '';
    const link = /(\/(?:signup\/verify|reset\/verify|account\/verify-email))\/([\w-]+)\/([\w%-]+)/.exec(text);
    return {
      file,
      to: recipient,
      subject: parsed.subject ?? '',
      text,
      code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
      link: link
        ? { path: link[1]!, a: decodeURIComponent(link[2]!), b: decodeURIComponent(link[3]!) }
        : null,
    };
  }
  return null;
};
