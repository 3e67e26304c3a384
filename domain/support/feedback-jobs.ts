import { z } from 'zod';
import { parseJobPayload } from '../shared/job-payload.ts';
import type { JobHandlers } from '../shared/job-queue.port.ts';
import type { Mailer } from '../shared/mailer.port.ts';
import { ContactFormSchema, FEEDBACK_JOBS, RatingSchema } from './feedback.ts';

const RatingPayload = RatingSchema.extend({ userId: z.string(), businessId: z.string() });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');

const plainAndHtml = (lines: readonly [string, string][]) => ({
  text: lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
  html: `<table>${lines
    .map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`,
});

/**
 * The worker side of feedback: contact messages and ratings are mailed to the team (in English,
 * the team's language), contact messages with the sender as reply-to.
 */
export const feedbackJobs = ({
  mailer,
  supportEmail,
}: {
  mailer: Mailer;
  supportEmail: string;
}): JobHandlers => ({
  [FEEDBACK_JOBS.contact]: async (raw) => {
    const form = parseJobPayload(ContactFormSchema, FEEDBACK_JOBS.contact, raw);
    await mailer.send({
      to: supportEmail,
      replyTo: form.email,
      subject: `Contact form: ${form.subject || form.name}`,
      ...plainAndHtml([
        ['From', `${form.name} <${form.email}>`],
        ['Subject', form.subject],
        ['Message', form.message],
      ]),
    });
  },
  [FEEDBACK_JOBS.rating]: async (raw) => {
    const r = parseJobPayload(RatingPayload, FEEDBACK_JOBS.rating, raw);
    await mailer.send({
      to: supportEmail,
      subject: `Rating: ${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}`,
      ...plainAndHtml([
        ['Rating', `${r.rating}/5`],
        ['Comment', r.comment],
        ['User', r.userId],
        ['Business', r.businessId],
      ]),
    });
  },
});
