import nodemailer from 'nodemailer';
import { PermanentJobError, type Mailer, type OutgoingEmail } from '#domain/shared/index.ts';

/** SMTP answers 5xx when another try cannot help (unknown mailbox, refused sender). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). One pooled
 * transport keeps connections open between jobs. Permanent refusals dead-letter the job at once;
 * everything else (timeouts, 4xx) is retried by the job queue.
 */
export const createSmtpMailer = ({
  url,
  from,
  tls,
}: {
  url: string;
  from: string;
  /** Extra TLS options (a test peer's CA). */
  tls?: { ca?: string; rejectUnauthorized?: boolean };
}): Mailer & { close(): void } => {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    socketTimeout: 30_000,
    ...(tls ? { tls } : {}),
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(email: OutgoingEmail) {
      try {
        await transport.sendMail({ from, ...email });
      } catch (error) {
        if (isPermanent(error))
          throw new PermanentJobError(`SMTP refused the email: ${(error as Error).message}`);
        throw error;
      }
    },
    close: () => transport.close(),
  };
};
