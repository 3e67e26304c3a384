import { z } from 'zod';

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().max(max, { error: 'validation.too_long' });

/** The public contact form (requirements §7 contact-form). */
export const ContactFormSchema = z.object({
  name: text(120).min(1, { error: 'validation.required' }),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.too_long' })
    .pipe(z.email({ error: 'validation.email_invalid' })),
  subject: text(160).default(''),
  message: text(5000).min(1, { error: 'validation.required' }),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** A signed-in user's rating of the product (requirements §7 rating): 1 to 5 stars and an optional comment. */
export const RatingSchema = z.object({
  rating: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.out_of_range' })
    .max(5, { error: 'validation.out_of_range' }),
  comment: text(2000).default(''),
});
export type Rating = z.infer<typeof RatingSchema>;

/** Jobs that mail feedback to the team's support address. */
export const FEEDBACK_JOBS = Object.freeze({ contact: 'mail.contact_form', rating: 'mail.rating' });
