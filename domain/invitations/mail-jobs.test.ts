import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import { aPassHolder, createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import type { OutgoingEmail } from '../shared/mailer.port.ts';
import type { InvitationEmail } from './email-composer.port.ts';
import { customerMailJobs } from './mail-jobs.ts';
import { emailLanguageFor, INVITATION_JOB, sendInvitation } from './send-invitation.use-case.ts';

const setup = async () => {
  const cards = createMemoryCards();
  const holders = createMemoryHolders();
  const jobs = createMemoryJobs();
  const clock = fixedClock();
  const content = CardInputSchema.parse({
    ...demoCardContent('coupon', 'Café'),
    info: { companyName: 'Café Ana' },
    validation: { enabled: true },
  });
  await cards.insert({ id: 'c 1', businessId: 'b1', content, isPublished: true, at: clock.now() });
  const composed: InvitationEmail[] = [];
  const sent: OutgoingEmail[] = [];
  const handlers = customerMailJobs({
    holders,
    cards,
    mailer: { send: async (m) => void sent.push(m) },
    composer: {
      invitation: (input) => {
        composed.push(input);
        return { to: input.to, subject: 's', text: input.link, html: `<a>${input.link}</a>` };
      },
    },
    publicUrl: 'https://passdeck.test',
  });
  const invite = sendInvitation({ cards, holders, jobs, clock, ids: sequentialIds() });
  return { holders, jobs, composed, sent, handlers, invite, content };
};

describe('invitation mail job', () => {
  it('mails the current code and the get-pass link in the business’s colours', async () => {
    const s = await setup();
    const invited = await s.invite(
      'b1',
      { email: 'ana@example.com', cardId: 'c 1', memberName: '', personalMessage: 'Hi' },
      'de',
    );
    if (!invited.ok) throw new Error(invited.error.code);
    await s.handlers[INVITATION_JOB]!(s.jobs.queued[0]!.payload);
    expect(s.composed[0]).toEqual({
      to: 'ana@example.com',
      language: 'de',
      memberName: '',
      personalMessage: 'Hi',
      businessName: 'Café Ana',
      passDescription: s.content.info.passDescription,
      link: `https://passdeck.test/get-pass/c%201?code=${invited.value.validationCode}`,
      validationCode: invited.value.validationCode,
      backgroundColor: s.content.design.image.bgColor,
      foregroundColor: s.content.design.font.fontColor,
    });
    expect(s.sent).toHaveLength(1);
  });

  it('sends nothing once the code is used or the customer is gone, and refuses bad payloads', async () => {
    const s = await setup();
    const invited = await s.invite('b1', { email: 'ana@example.com', cardId: 'c 1' }, 'en');
    if (!invited.ok) throw new Error(invited.error.code);
    await s.holders.markValidated(invited.value.holderId, invited.value.validationCode, new Date());
    await s.handlers[INVITATION_JOB]!(s.jobs.queued[0]!.payload);
    await s.handlers[INVITATION_JOB]!({ ...s.jobs.queued[0]!.payload, holderId: 'gone' });
    expect(s.sent).toHaveLength(0);
    await expect(s.handlers[INVITATION_JOB]!({ holderId: 1 })).rejects.toThrow('malformed');
  });

  it('does not mail invitations for deleted cards or customers without email', async () => {
    const cards = createMemoryCards();
    const holders = createMemoryHolders();
    const sent: unknown[] = [];
    const handlers = customerMailJobs({
      holders,
      cards,
      mailer: { send: async (m) => void sent.push(m) },
      composer: { invitation: (i) => ({ to: i.to, subject: '', text: '', html: '' }) },
      publicUrl: 'https://x.test',
    });
    await holders.insert(aPassHolder({ id: 'h1', email: 'a@b.co', validationCode: 'CODE' }));
    await holders.insert(aPassHolder({ id: 'h2', email: '', validationCode: 'CODE2' }));
    const payload = { businessId: 'b1', memberName: '', personalMessage: '', language: 'xx' };
    await handlers['mail.invitation']!({ ...payload, holderId: 'h1' });
    await handlers['mail.invitation']!({ ...payload, holderId: 'h2' });
    expect(sent).toHaveLength(0);
  });
});

describe('emailLanguageFor', () => {
  it('picks the best of the seven languages a browser asks for, else English', () => {
    expect(emailLanguageFor('fr-FR,fr;q=0.9,de;q=0.5,pl;q=0.8')).toBe('pl');
    expect(emailLanguageFor('uk')).toBe('uk');
    expect(emailLanguageFor('fr-FR')).toBe('en');
    // Malagasy is not Polish because its code starts like it.
    expect(emailLanguageFor('plt,de;q=0.5')).toBe('de');
    // White space around the weight, underscores and odd weights.
    expect(emailLanguageFor('fr, de; q=0.5, pt_BR ;q=0.7')).toBe('pt');
    expect(emailLanguageFor('nl;q=abc, uk;q=0.1')).toBe('uk');
    expect(emailLanguageFor(undefined)).toBe('en');
  });
});
