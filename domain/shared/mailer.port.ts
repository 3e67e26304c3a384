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
