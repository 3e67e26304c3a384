import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, OutgoingEmail } from '#domain/shared/index.ts';

/**
 * Without an SMTP server, emails are written as .eml files (the exact MIME message SMTP would
 * carry, built by nodemailer) into a folder a self-hoster can open with any mail program.
 */
export const createFileOutboxMailer = ({
  dir,
  from,
  now = () => new Date(),
  onWritten,
}: {
  dir: string;
  from: string;
  now?: () => Date;
  /** Told each file written, so the server's log can name it. */
  onWritten?: (file: string, email: OutgoingEmail) => void;
}): Mailer => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(email: OutgoingEmail) {
      const info = await transport.sendMail({ from, ...email });
      await mkdir(dir, { recursive: true });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const to = email.to.replace(/[^\w.@-]+/g, '_');
      sequence = (sequence + 1) % 1000;
      const file = join(dir, `${stamp}-${String(sequence).padStart(3, '0')}-${to}.eml`);
      await writeFile(file, info.message as Buffer);
      onWritten?.(file, email);
    },
  };
};
