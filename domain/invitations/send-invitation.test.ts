import { describe, expect, it } from 'vitest';
import { fixedClock, MemoryRateLimiter, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import { createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent } from '../cards/index.ts';
import { issueValidationCode, validateCode } from '../get-pass/index.ts';
import { INVITATION_JOB, sendInvitation } from './send-invitation.use-case.ts';

/** A published card c1 of business b1; `data` asks for an email, as code-only cards do. */
const setup = async (requirements: { validation?: boolean; data?: boolean } = {}) => {
  const deps = {
    cards: createMemoryCards(),
    holders: createMemoryHolders(),
    ids: sequentialIds(),
    clock: fixedClock(),
  };
  const content = CardInputSchema.parse({
    ...demoCardContent('stamp_card', 'Café'),
    validation: { enabled: requirements.validation ?? false },
    dataCollection: {
      enabled: requirements.data ?? false,
      fields: [{ key: 'email', label: 'Email', type: 'email', required: true }],
    },
  });
  await deps.cards.insert({ id: 'c1', businessId: 'b1', content, isPublished: true, at: deps.clock.now() });
  const jobs = createMemoryJobs();
  return {
    holders: deps.holders,
    jobs,
    issue: issueValidationCode(deps),
    validate: validateCode({ ...deps, limiter: new MemoryRateLimiter() }),
    invite: sendInvitation({ ...deps, jobs }),
  };
};

describe('sendInvitation (requirements §7 send-invitation)', () => {
  it('queues the email with a fresh code, and re-invites the same customer', async () => {
    const s = await setup({ validation: true });
    const first = await s.invite(
      'b1',
      { email: 'ana@example.com', cardId: 'c1', memberName: 'Ana', personalMessage: ' Welcome! ' },
      'pl',
    );
    if (!first.ok) throw new Error(first.error.code);
    expect(s.jobs.queued).toEqual([
      {
        type: INVITATION_JOB,
        payload: {
          businessId: 'b1',
          holderId: first.value.holderId,
          email: 'ana@example.com',
          memberName: 'Ana',
          personalMessage: 'Welcome!',
          language: 'pl',
        },
      },
    ]);
    const second = await s.invite('b1', { email: 'ANA@example.com', cardId: 'c1', memberName: 'Ana' }, 'en');
    if (!second.ok) throw new Error(second.error.code);
    expect(second.value.holderId).toBe(first.value.holderId);
    expect(second.value.validationCode).not.toBe(first.value.validationCode);
    expect(s.holders.rows).toHaveLength(1);
  });

  it('sends a code-only customer their unused code, and a used one a new code', async () => {
    const s = await setup({ validation: true, data: true });
    const issued = await s.issue('b1', { cardId: 'c1' });
    if (!issued.ok) throw new Error('not issued');
    const id = issued.value.holder.id;
    const invited = await s.invite('b1', { email: 'bo@example.com', cardId: 'c1', customerId: id }, 'en');
    expect(invited).toEqual({
      ok: true,
      value: { holderId: id, validationCode: issued.value.validationCode },
    });
    expect(s.jobs.queued[0]!.payload).toMatchObject({ holderId: id, email: 'bo@example.com' });
    await s.validate({ cardId: 'c1', validationCode: issued.value.validationCode }, 'ip');
    const again = await s.invite('b1', { email: 'bo@example.com', cardId: 'c1', customerId: id }, 'en');
    expect(again.ok && again.value.validationCode).not.toBe(issued.value.validationCode);
    expect(
      await s.invite('b1', { email: 'bo@example.com', cardId: 'c1', customerId: 'nope' }, 'en'),
    ).toMatchObject({
      ok: false,
      error: { code: 'passes.holder_not_found' },
    });
    expect(s.holders.rows).toHaveLength(1);
  });

  it('checks email, message length and card', async () => {
    const s = await setup();
    expect(await s.invite('b1', { cardId: 'c1' }, 'en')).toMatchObject({
      error: { code: 'validation.required', field: 'email' },
    });
    expect(await s.invite('b1', { email: 'x@', cardId: 'c1' }, 'en')).toMatchObject({
      error: { code: 'validation.email_invalid' },
    });
    expect(
      await s.invite('b1', { email: 'a@b.co', cardId: 'c1', personalMessage: 'x'.repeat(501) }, 'en'),
    ).toMatchObject({ error: { code: 'validation.too_long', field: 'personalMessage' } });
    expect(await s.invite('b2', { email: 'a@b.co', cardId: 'c1' }, 'en')).toMatchObject({
      error: { code: 'customers.invalid_card_id' },
    });
    expect(s.jobs.queued).toHaveLength(0);
  });

  it('refuses an invitation without a card', async () => {
    const s = await setup();
    expect(await s.invite('b1', { email: 'a@b.co', memberName: 5 }, 'en')).toMatchObject({
      error: { code: 'customers.invalid_card_id' },
    });
  });
});
