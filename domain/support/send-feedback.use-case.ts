import type { RateLimiter } from '../auth/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import { ContactFormSchema, FEEDBACK_JOBS, RatingSchema } from './feedback.ts';

/** Contact messages one client may send in 10 minutes (the form is public). */
export const CONTACT_FORM_LIMIT = Object.freeze({ limit: 5, windowMs: 600_000 });

/**
 * Queues a contact-form message for the support inbox (the reply goes to the sender). Mail
 * goes through the job queue so a slow mail server never fails the form.
 */
export const sendContactForm =
  ({ jobs, limiter, clock }: { jobs: JobQueue; limiter: RateLimiter; clock: Clock }) =>
  async (
    input: unknown,
    clientKey: string,
  ): Promise<Result<true, DomainError & { retryAfterSeconds?: number }>> => {
    const parsed = ContactFormSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const verdict = await limiter.hit(`contact:${clientKey}`, CONTACT_FORM_LIMIT, clock.now());
    if (!verdict.allowed)
      return err({
        ...domainError('http.too_many_requests'),
        retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
      });
    await jobs.enqueue([{ type: FEEDBACK_JOBS.contact, payload: parsed.data }]);
    return ok(true);
  };

/** Queues a signed-in user's rating for the support inbox, with who sent it. */
export const sendRating =
  ({ jobs }: { jobs: JobQueue }) =>
  async (from: { userId: string; businessId: string }, input: unknown): Promise<Result<true>> => {
    const parsed = RatingSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    await jobs.enqueue([{ type: FEEDBACK_JOBS.rating, payload: { ...parsed.data, ...from } }]);
    return ok(true);
  };
