import { describe, expect, it } from 'vitest';
import { fixedClock, MemoryRateLimiter } from '../../test/fakes/auth-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import type { OutgoingEmail } from '../shared/mailer.port.ts';
import { feedbackJobs } from './feedback-jobs.ts';
import { FEEDBACK_JOBS } from './feedback.ts';
import { sendContactForm, sendRating } from './send-feedback.use-case.ts';

const outbox = () => {
  const sent: OutgoingEmail[] = [];
  return { sent, send: async (m: OutgoingEmail) => void sent.push(m) };
};

describe('contact form and rating (requirements §7 email)', () => {
  it('queues a checked contact message and mails it to support with the sender as reply-to', async () => {
    const jobs = createMemoryJobs();
    const send = (input: unknown) => contact(input, 'ip1');
    const contact = sendContactForm({ jobs, limiter: new MemoryRateLimiter(), clock: fixedClock() });
    expect(await send({ name: 'Ana', email: 'nope', message: 'Hi' })).toMatchObject({
      ok: false,
      error: { code: 'validation.email_invalid', field: 'email' },
    });
    expect(await send({ name: ' ', email: 'ana@example.com', message: 'Hi' })).toMatchObject({
      error: { code: 'validation.required', field: 'name' },
    });
    expect(await send({ name: 'Ana', email: 'ana@example.com', message: '<b>Hi</b>\nthere' })).toEqual({
      ok: true,
      value: true,
    });
    expect(jobs.queued).toHaveLength(1);
    for (let i = 0; i < 4; i++) await send({ name: 'Ana', email: 'ana@example.com', message: 'Again' });
    expect(await send({ name: 'Ana', email: 'ana@example.com', message: 'Again' })).toMatchObject({
      ok: false,
      error: { code: 'http.too_many_requests', retryAfterSeconds: 600 },
    });
    expect(await contact({ name: 'Bo', email: 'bo@example.com', message: 'Hi' }, 'ip2')).toMatchObject({
      ok: true,
    });
    const mail = outbox();
    await feedbackJobs({ mailer: mail, supportEmail: 'support@passdeck.test' })[FEEDBACK_JOBS.contact]!(
      jobs.queued[0]!.payload,
    );
    expect(mail.sent[0]).toMatchObject({
      to: 'support@passdeck.test',
      replyTo: 'ana@example.com',
      subject: 'Contact form: Ana',
    });
    expect(mail.sent[0]!.html).toContain('&#60;b&#62;Hi&#60;/b&#62;<br>there');
    expect(mail.sent[0]!.text).toContain('Message: <b>Hi</b>');
  });

  it('queues ratings of 1 to 5 stars with who sent them', async () => {
    const jobs = createMemoryJobs();
    const rate = sendRating({ jobs });
    const who = { userId: 'u1', businessId: 'b1' };
    for (const rating of [0, 6, 2.5, '5', undefined])
      expect(await rate(who, { rating })).toMatchObject({ ok: false, error: { field: 'rating' } });
    expect(await rate(who, { rating: 4, comment: 'Nice' })).toMatchObject({ ok: true });
    const mail = outbox();
    const handlers = feedbackJobs({ mailer: mail, supportEmail: 's@x.co' });
    await handlers[FEEDBACK_JOBS.rating]!(jobs.queued[0]!.payload);
    expect(mail.sent[0]).toMatchObject({ subject: 'Rating: ★★★★☆' });
    expect(mail.sent[0]!.text).toContain('Business: b1');
    await expect(handlers[FEEDBACK_JOBS.rating]!({ rating: 9 })).rejects.toThrow('malformed');
    await expect(handlers[FEEDBACK_JOBS.contact]!({})).rejects.toThrow('malformed');
  });
});
