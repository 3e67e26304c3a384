import type { IdGenerator } from './id-generator.port.ts';
import type { SecretDigest } from './secret-digest.port.ts';

/** An email ready to send: both a plain-text and an HTML body (multipart/alternative). */
export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
}

/** Sends email (SMTP in production, a file outbox when none is configured). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** What a job needs to mail a link into this site: the mailer, the slice's composer, the site's address. */
export interface LinkMailDeps<Composer> {
  readonly mailer: Mailer;
  readonly composer: Composer;
  readonly publicUrl: string;
}

/**
 * A link mail whose link carries a fresh secret: the job draws it, so it exists only in the mail
 * and as a digest.
 */
export interface SecretLinkMailDeps<Composer> extends LinkMailDeps<Composer> {
  readonly ids: IdGenerator;
  readonly digest: SecretDigest;
}
