import { isEmail, visibleLength } from '../shared/text.ts';
import { DEMO_CARD_ID } from '../testing-wizard/index.ts';
import { MESSAGE_RULES } from '../messaging/index.ts';

export type FieldProblem = 'required' | 'email_invalid' | 'too_long' | 'card_required' | 'card_invalid';

/** The problems of a refused form, by field. */
export type FieldProblems = Partial<Record<string, FieldProblem>>;

/** What a form's submit shows when the checks refuse it. */
export interface InvalidForm {
  readonly kind: 'invalid';
  readonly errors: FieldProblems;
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldProblems };

/** A test customer for the wizard (requirements §5). */
export interface TestCustomer {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
}

/** requirements §5: name required; email required and an email; phone optional; a real card id (not the demo placeholder). */
export const validateTestCustomer = (
  input: { name?: string; email?: string; phone?: string },
  cardId: string | null | undefined,
): Checked<TestCustomer> => {
  const errors: FieldProblems = {};
  const name = (input.name ?? '').trim();
  const email = (input.email ?? '').trim();
  const phone = (input.phone ?? '').trim();
  if (!cardId?.trim() || cardId === DEMO_CARD_ID) errors.cardId = 'card_invalid';
  if (!name) errors.name = 'required';
  if (!email) errors.email = 'required';
  else if (!isEmail(email)) errors.email = 'email_invalid';
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { name, email, ...(phone ? { phone } : {}) } };
};

/** The card facts the add-customer form needs. */
export interface AddCustomerCard {
  readonly validation?: { readonly enabled?: boolean } | null;
  readonly dataCollection?: { readonly enabled?: boolean } | null;
}

/** True when the card needs both a validation code and data collection: then only a code is issued (requirements §4). */
export const issuesCodeOnly = (card: AddCustomerCard | null | undefined): boolean =>
  card?.validation?.enabled === true && card.dataCollection?.enabled === true;

export interface AddCustomerForm {
  readonly cardId?: string | null;
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly sendInvitation?: boolean;
  readonly personalMessage?: string;
}

export interface AddCustomerRequest {
  readonly cardId: string;
  readonly codeOnly: boolean;
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly invitation?: { readonly personalMessage?: string };
}

/**
 * requirements §5 add customer: a card must be selected; name and email are required unless the
 * card needs validation and data collection (then only a code is issued); an empty phone is
 * omitted; the invitation message (≤ 500) only counts when an invitation is asked for. Without a
 * card, the contact fields (which the form shows until a card says otherwise) are checked too, so
 * every problem is named at once.
 */
export const validateAddCustomer = (
  form: AddCustomerForm,
  card: AddCustomerCard | null | undefined,
): Checked<AddCustomerRequest> => {
  const cardId = form.cardId?.trim();
  const name = (form.name ?? '').trim();
  const email = (form.email ?? '').trim();
  const phone = (form.phone ?? '').trim();
  const message = (form.personalMessage ?? '').trim();
  const errors: FieldProblems = {};
  if (!name) errors.name = 'required';
  if (!email) errors.email = 'required';
  else if (!isEmail(email)) errors.email = 'email_invalid';
  if (form.sendInvitation && visibleLength(message) > MESSAGE_RULES.invitationMaxLength)
    errors.personalMessage = 'too_long';
  if (!cardId || !card) return { ok: false, errors: { cardId: 'card_required', ...errors } };
  const codeOnly = issuesCodeOnly(card);
  if (codeOnly) return { ok: true, value: { cardId, codeOnly } };
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      cardId,
      codeOnly,
      name,
      email,
      ...(phone ? { phone } : {}),
      ...(form.sendInvitation ? { invitation: message ? { personalMessage: message } : {} } : {}),
    },
  };
};

/** The text shown when no card is chosen (requirements §8 Add customer). */
export const SELECT_CARD_MESSAGE = 'Please select a card';
