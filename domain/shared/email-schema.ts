import { z } from 'zod';

/** An email address, trimmed and lower-cased so that one person has one account. */
export const EmailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.email_invalid' })
  .pipe(z.email({ error: 'validation.email_invalid' }));
