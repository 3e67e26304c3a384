import { z } from 'zod';
import { customerNamesOf, getPassLink, type CardRepository } from '../cards/index.ts';
import { parseJobPayload } from '../shared/job-payload.ts';
import type { JobHandlers } from '../shared/job-queue.port.ts';
import type { LinkMailDeps } from '../shared/mailer.port.ts';
import type { PassHolderRepository } from '../wallet/index.ts';
import type { EmailComposer } from './email-composer.port.ts';
import { SITE_LANGUAGES } from '../shared/site-language.ts';
import { INVITATION_JOB } from './send-invitation.use-case.ts';

const InvitationPayload = z.object({
  businessId: z.string(),
  holderId: z.string(),
  /** Where to send it; older jobs carry none and use the customer's own address. */
  email: z.string().optional(),
  memberName: z.string(),
  personalMessage: z.string(),
  language: z.enum(SITE_LANGUAGES).catch('en'),
});

/**
 * The worker side of invitations: reads the customer and card as they are now (the code may
 * have been regenerated since the request), writes the email and sends it. A customer or card
 * deleted in the meantime means there is nothing to send.
 */
export const customerMailJobs = ({
  holders,
  cards,
  mailer,
  composer,
  publicUrl,
}: LinkMailDeps<EmailComposer> & {
  holders: PassHolderRepository;
  cards: CardRepository;
}): JobHandlers => ({
  [INVITATION_JOB]: async (raw) => {
    const job = parseJobPayload(InvitationPayload, INVITATION_JOB, raw);
    const holder = await holders.findById(job.businessId, job.holderId);
    const to = job.email || holder?.email;
    if (!holder || !to || !holder.validationCode || holder.validatedAt) return;
    const card = await cards.find(job.businessId, holder.cardId);
    if (!card || card.deletedAt || !card.isPublished) return;
    const content = card.content;
    const names = customerNamesOf(content);
    const link = `${getPassLink(publicUrl, card.id)}?code=${encodeURIComponent(holder.validationCode)}`;
    await mailer.send(
      composer.invitation({
        to,
        language: job.language,
        memberName: job.memberName || holder.name,
        personalMessage: job.personalMessage,
        businessName: names.business || names.pass,
        passDescription: content.info.passDescription.trim(),
        link,
        validationCode: holder.validationCode,
        backgroundColor: content.design.image.bgColor,
        foregroundColor: content.design.font.fontColor,
      }),
    );
  },
});
