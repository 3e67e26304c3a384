import { createToken } from '../shared/token.ts';
import type { sendContactForm, sendRating } from './send-feedback.use-case.ts';

export const SendContactForm = createToken<ReturnType<typeof sendContactForm>>('support.SendContactForm');
export const SendRating = createToken<ReturnType<typeof sendRating>>('support.SendRating');
