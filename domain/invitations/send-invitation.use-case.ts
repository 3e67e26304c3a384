import { z } from 'zod';
import type { CardRepository } from '../cards/index.ts';
import { MESSAGE_RULES } from '../messaging/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { SITE_LANGUAGES, siteLanguageAccepted, type SiteLanguage } from '../shared/site-language.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { isEmail, visibleLength } from '../shared/text.ts';
import { newPassHolder, type PassHolderRepository } from '../wallet/index.ts';
import { INVITATION_ERRORS } from './invitation-errors.ts';

/** The job that renders and sends an invitation email (the worker knows the site address). */
export const INVITATION_JOB = 'mail.invitation';

/** The first of the seven languages an Accept-Language header asks for ("pl-PL,pl;q=0.9,en;q=0.8"), else English. */
export const emailLanguageFor = siteLanguageAccepted;

/** The invitation as the dashboard sends it (requirements §7 send-invitation); `language` defaults to the card's. */
export const SendInvitationRequestSchema = z.object({
  email: z.string().max(254),
  cardId: z.string().max(64),
  memberName: z.string().max(120).optional(),
  phone: z.string().max(32).optional(),
  customerId: z.string().max(64).optional(),
  personalMessage: z.string().max(4000).optional(),
  language: z.enum(SITE_LANGUAGES).optional(),
});
export type SendInvitationRequest = z.infer<typeof SendInvitationRequestSchema>;

/** A queued invitation: the customer it is for and the code it carries. */
export const InvitationSentSchema = z.object({ customerId: z.string(), validationCode: z.string() });

/**
 * Invites a person to a business's published card by email (requirements §7 send-invitation): the
 * customer with that email on the card gets a fresh validation code (a new customer is
 * created when there is none), and the email — with the personal message (≤ 500 characters)
 * and a link to the get-pass page carrying the code — goes through the job queue, so a slow or
 * failing mail server never fails the request; failed sends are retried.
 */
export const sendInvitation =
  ({
    cards,
    holders,
    ids,
    clock,
    jobs,
  }: {
    cards: CardRepository;
    holders: PassHolderRepository;
    ids: IdGenerator;
    clock: Clock;
    jobs: JobQueue;
  }) =>
  async (
    businessId: string,
    input: {
      email?: unknown;
      cardId?: unknown;
      memberName?: unknown;
      phone?: unknown;
      /** An existing customer of the card (one added with a code only) to send the code to. */
      customerId?: unknown;
      personalMessage?: unknown;
    },
    /** Chosen by the sender; else the card's own language, the one its holder reads the pass in. */
    language?: SiteLanguage,
  ): Promise<Result<{ holderId: string; validationCode: string }>> => {
    const email = typeof input.email === 'string' ? input.email.trim() : '';
    const memberName = typeof input.memberName === 'string' ? input.memberName.trim().slice(0, 120) : '';
    const message = typeof input.personalMessage === 'string' ? input.personalMessage.trim() : '';
    const cardId = typeof input.cardId === 'string' ? input.cardId.trim() : '';
    const phone = typeof input.phone === 'string' ? input.phone.trim().slice(0, 32) : '';
    if (!email) return err(domainError('validation.required', undefined, 'email'));
    if (!isEmail(email)) return err(domainError('validation.email_invalid', undefined, 'email'));
    if (visibleLength(message) > MESSAGE_RULES.invitationMaxLength)
      return err(domainError('validation.too_long', undefined, 'personalMessage'));
    const card = cardId ? await cards.find(businessId, cardId) : null;
    if (!card || card.deletedAt || !card.isPublished)
      return err(domainError(INVITATION_ERRORS.invalidCardId, undefined, 'cardId'));
    // The customer the email is for: the one named, the card's customer with this email, or a new one.
    // A code that was already used is replaced; an unused one is sent as it is.
    const invitee = async (
      card: { id: string; businessId: string },
      address: string,
      customerId: string | null,
    ): Promise<Result<{ holderId: string; validationCode: string }>> => {
      const existing = customerId
        ? await holders.findById(businessId, customerId)
        : await holders.findByEmail(card.id, address);
      if (customerId && (!existing || existing.cardId !== card.id))
        return err(domainError(INVITATION_ERRORS.holderNotFound));
      if (existing?.validationCode && !existing.validatedAt && customerId)
        return ok({ holderId: existing.id, validationCode: existing.validationCode });
      const validationCode = ids.code();
      if (existing) {
        await holders.replaceCode(businessId, existing.id, validationCode, clock.now());
        return ok({ holderId: existing.id, validationCode });
      }
      const holder = newPassHolder(ids, card, clock.now(), {
        name: memberName,
        email: address,
        phone,
        validationCode,
        codeIssuedAt: clock.now(),
      });
      await holders.insert(holder);
      return ok({ holderId: holder.id, validationCode });
    };
    const target = await invitee(card, email, typeof input.customerId === 'string' ? input.customerId : null);
    if (!target.ok) return target;
    const { holderId, validationCode } = target.value;
    await jobs.enqueue([
      {
        type: INVITATION_JOB,
        payload: {
          businessId,
          holderId,
          email,
          memberName,
          personalMessage: message,
          // Not the sender's screen language: a customer re-invited by another staff member would
          // get each mail in another language, around the card's own words.
          language: language ?? card.content.info.language,
        },
      },
    ]);
    return ok({ holderId, validationCode });
  };
