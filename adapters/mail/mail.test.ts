import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationEmail } from '#domain/invitations/index.ts';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';
import { PermanentJobError } from '#domain/shared/index.ts';
import { startSmtpPeer, type SmtpPeer } from '../../test/peers/smtp-peer.ts';
import { createEmailComposer } from './email-composer.adapter.ts';
import { createFileOutboxMailer } from './file-outbox-mailer.adapter.ts';
import { createSmtpMailer } from './smtp-mailer.adapter.ts';

const invitation = (over: Partial<InvitationEmail> = {}): InvitationEmail => ({
  to: 'ana@example.com',
  language: 'en',
  memberName: 'Ana',
  personalMessage: 'See you <soon> & bring a friend',
  businessName: 'Café Łódź',
  passDescription: 'Ten coffees, the eleventh on us',
  link: 'https://passdeck.test/get-pass/c1?code=ABCD2345',
  validationCode: 'ABCD2345',
  backgroundColor: '#123456',
  foregroundColor: '#fafafa',
  ...over,
});

describe('invitation email', () => {
  const composer = createEmailComposer();

  it('is written in each of the seven languages, with the link, code and business colours', () => {
    const subjects = new Set<string>();
    for (const language of SITE_LANGUAGES) {
      const mail = composer.invitation(invitation({ language }));
      subjects.add(mail.subject);
      expect(mail.subject).toContain('Café Łódź');
      expect(mail.text).toContain('ABCD2345');
      expect(mail.text).toContain('Ten coffees, the eleventh on us');
      expect(mail.text).toContain('https://passdeck.test/get-pass/c1?code=ABCD2345');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('background:#123456;color:#fafafa');
    }
    expect(subjects.size).toBe(SITE_LANGUAGES.length);
  });

  it('escapes what the business typed and refuses colours that are not colours', () => {
    const mail = composer.invitation(
      invitation({ businessName: '<script>x</script>', backgroundColor: 'red;background:url(x)' }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('See you &lt;soon&gt; &amp; bring a friend');
    expect(mail.html).not.toContain('url(x)');
    expect(composer.invitation(invitation({ memberName: '', personalMessage: '' })).text).not.toContain(
      'A message from',
    );
  });
});

describe('SMTP mailer against a local SMTP server', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer({ user: 'passdeck', pass: 's3cret' });
  });
  afterAll(() => peer.close());

  it('delivers a multipart email that parses back to the same texts', async () => {
    const mailer = createSmtpMailer({ url: peer.url, from: 'Passdeck <no-reply@passdeck.test>' });
    const composed = createEmailComposer().invitation(invitation({ language: 'uk' }));
    await mailer.send(composed);
    mailer.close();
    const [mail] = await peer.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['ana@example.com']);
    expect(mail!.from?.value[0]).toMatchObject({ name: 'Passdeck', address: 'no-reply@passdeck.test' });
    expect(mail!.subject).toBe(composed.subject);
    expect(mail!.subject).toMatch(/запрошує/);
    expect(mail!.text?.trim()).toBe(composed.text.trim());
    expect(mail!.html).toContain('ABCD2345');
  });

  it('makes 5xx refusals permanent and leaves other failures to be retried', async () => {
    const mailer = createSmtpMailer({ url: peer.url, from: 'no-reply@passdeck.test' });
    peer.refuseWith(550, 'No such user');
    await expect(mailer.send(createEmailComposer().invitation(invitation()))).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    peer.refuseWith(451, 'Try later');
    const transient = await mailer
      .send(createEmailComposer().invitation(invitation()))
      .catch((e: unknown) => e);
    expect(transient).toBeInstanceOf(Error);
    expect(transient).not.toBeInstanceOf(PermanentJobError);
    peer.refuseWith(null);
    mailer.close();
    const wrongPassword = createSmtpMailer({
      url: peer.url.replace('s3cret', 'wrong'),
      from: 'no-reply@passdeck.test',
    });
    await expect(wrongPassword.send(createEmailComposer().invitation(invitation()))).rejects.toThrow();
    wrongPassword.close();
  });
});

describe('file outbox mailer', () => {
  it('writes each email as an .eml file any mail program opens', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'passdeck-outbox-'));
    const mailer = createFileOutboxMailer({ dir, from: 'no-reply@passdeck.test' });
    await mailer.send(createEmailComposer().invitation(invitation({ language: 'pl' })));
    await mailer.send(createEmailComposer().invitation(invitation({ to: 'bob@example.com' })));
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/ana@example\.com\.eml$/);
    const parsed = await simpleParser(await readFile(join(dir, files[0]!)));
    expect(parsed.subject).toMatch(/zaprasza/);
    expect(parsed.html).toContain('ABCD2345');
    expect(parsed.text).toContain('ABCD2345');
  });
});
