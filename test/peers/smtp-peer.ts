import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a local port (the `smtp-server` package) that keeps every message it
 * accepts, parsed with mailparser. `refuse` makes it answer a recipient with a 5xx or 4xx code.
 */
export const startSmtpPeer = async (options: { user?: string; pass?: string } = {}) => {
  const received: (ParsedMail & { envelopeTo: string[] })[] = [];
  const waiters: (() => void)[] = [];
  let refuse: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !options.user,
    ...(options.user ? {} : { disabledCommands: ['STARTTLS', 'AUTH'] }),
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!refuse) return callback();
      const error = Object.assign(new Error(refuse.message), { responseCode: refuse.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const auth = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@`
    : '';
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    refuseWith: (code: number | null, message = 'Mailbox unavailable') => {
      refuse = code === null ? null : { code, message };
    },
    /** Resolves once `count` messages have arrived. */
    waitFor: async (count: number, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, got ${received.length}`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
