import { describe, expect, it } from 'vitest';
import { issuesCodeOnly, validateAddCustomer, validateTestCustomer } from './customer-forms.ts';

describe('test customer (requirements §5)', () => {
  it('needs a name, an email and a real card id; phone is optional', () => {
    expect(validateTestCustomer({ name: ' Ana ', email: ' ana@x.co ' }, 'card1')).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@x.co' },
    });
    expect(validateTestCustomer({ name: 'Ana', email: 'ana@x.co', phone: ' 123 ' }, 'card1')).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@x.co', phone: '123' },
    });
    expect(validateTestCustomer({ name: '', email: 'nope' }, 'demo')).toEqual({
      ok: false,
      errors: { cardId: 'card_invalid', name: 'required', email: 'email_invalid' },
    });
    expect(validateTestCustomer({}, undefined)).toEqual({
      ok: false,
      errors: { cardId: 'card_invalid', name: 'required', email: 'required' },
    });
  });
});

describe('add customer (requirements §4, §5)', () => {
  const card = { validation: { enabled: true }, dataCollection: { enabled: false } };
  it('requires a card', () => {
    expect(validateAddCustomer({ name: 'A', email: 'a@b.co' }, card)).toEqual({
      ok: false,
      errors: { cardId: 'card_required' },
    });
    // Every problem at once: the form shows the contact fields until a card is chosen.
    expect(validateAddCustomer({ cardId: 'c1', email: 'nope' }, null)).toEqual({
      ok: false,
      errors: { cardId: 'card_required', name: 'required', email: 'email_invalid' },
    });
  });
  it('issues only a code for validation + data collection cards', () => {
    const both = { validation: { enabled: true }, dataCollection: { enabled: true } };
    expect(issuesCodeOnly(both)).toBe(true);
    expect(validateAddCustomer({ cardId: 'c1' }, both)).toEqual({
      ok: true,
      value: { cardId: 'c1', codeOnly: true },
    });
  });
  it('requires name and email otherwise, omits an empty phone, limits the invitation message', () => {
    expect(validateAddCustomer({ cardId: 'c1', name: ' ', email: 'x' }, card)).toEqual({
      ok: false,
      errors: { name: 'required', email: 'email_invalid' },
    });
    expect(validateAddCustomer({ cardId: 'c1', name: 'A', email: '' }, card)).toEqual({
      ok: false,
      errors: { email: 'required' },
    });
    expect(validateAddCustomer({ cardId: 'c1', name: 'A', email: 'a@b.co', phone: '  ' }, card)).toEqual({
      ok: true,
      value: { cardId: 'c1', codeOnly: false, name: 'A', email: 'a@b.co' },
    });
    expect(
      validateAddCustomer(
        { cardId: 'c1', name: 'A', email: 'a@b.co', sendInvitation: true, personalMessage: 'x'.repeat(501) },
        card,
      ),
    ).toEqual({ ok: false, errors: { personalMessage: 'too_long' } });
    expect(
      validateAddCustomer(
        { cardId: 'c1', name: 'A', email: 'a@b.co', sendInvitation: false, personalMessage: 'x'.repeat(501) },
        card,
      ),
    ).toMatchObject({ ok: true });
    expect(
      validateAddCustomer(
        {
          cardId: 'c1',
          name: 'A',
          email: 'a@b.co',
          phone: '+1 555',
          sendInvitation: true,
          personalMessage: ' Hi! ',
        },
        card,
      ),
    ).toEqual({
      ok: true,
      value: {
        cardId: 'c1',
        codeOnly: false,
        name: 'A',
        email: 'a@b.co',
        phone: '+1 555',
        invitation: { personalMessage: 'Hi!' },
      },
    });
    expect(
      validateAddCustomer({ cardId: 'c1', name: 'A', email: 'a@b.co', sendInvitation: true }, card),
    ).toMatchObject({ ok: true, value: { invitation: {} } });
  });
});
