import { z } from 'zod';
import type { CardRepository } from '../cards/index.ts';
import type { ClockAndIds } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import { isEmail } from '../shared/text.ts';
import { DEMO_CARD_ID } from '../testing-wizard/index.ts';
import { newPassHolder, type PassHolder, type PassHolderRepository } from '../wallet/index.ts';
import { contactFrom, validateCollectedData } from './collected-data.ts';
import { CollectedDataSchema } from './get-pass-messages.ts';
import { GET_PASS_ERRORS } from './get-pass-errors.ts';

export interface IssueCodeDeps extends ClockAndIds {
  readonly cards: CardRepository;
  readonly holders: PassHolderRepository;
}

/** Who the code is for: contact details typed by the business, or answers to the card's form. */
export interface IssueCodeInput {
  readonly cardId?: unknown;
  readonly name?: unknown;
  readonly email?: unknown;
  readonly phone?: unknown;
  readonly data?: unknown;
  /** The card-testing wizard's test customer (kept apart so the wizard checks its own pass). */
  readonly isTest?: boolean;
  /**
   * Refuse an email that already holds the card (the dashboard's add customer): a second pass for
   * the same person is almost always a slip, and the first one is in the customer list.
   */
  readonly refuseKnownEmail?: boolean;
}

/** A customer the business adds by hand (requirements §7 issue-code): the card and, when known, their contact details. */
export const IssueCodeRequestSchema = z.object({
  cardId: z.string().max(64),
  name: z.string().max(120).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
});
export type IssueCodeRequest = z.infer<typeof IssueCodeRequestSchema>;

const required = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

/** The card-testing wizard's test customer (requirements §7 test-customer): a name and an email. */
export const TestCustomerRequestSchema = z.object({
  cardId: z.string().max(64).optional(),
  name: required(120),
  email: required(254),
  phone: z.string().max(32).optional(),
});
export type TestCustomerRequest = z.input<typeof TestCustomerRequestSchema>;

/** A customer made from answers to the card's form (requirements §7 create-user). */
export const CreateCustomerRequestSchema = z.object({
  cardId: z.string().max(64),
  data: CollectedDataSchema,
});

/** A customer just given a code, as the dashboard gets them back (requirements §7 issue-code). */
export const IssuedCodeSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  validationCode: z.string(),
});
export type IssuedCode = z.infer<typeof IssuedCodeSchema>;

const str = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * Creates a customer of a business's published card with a fresh validation code (requirements §7
 * issue-code, create-user, add customer, test customer). The customer enters the code on the
 * get-pass page to receive the pass. The demo placeholder and unknown cards are refused with
 * "Invalid card ID"; a given email must be an email; given answers must fit the card's form.
 */
export const issueValidationCode =
  ({ cards, holders, ids, clock }: IssueCodeDeps) =>
  async (
    businessId: string,
    input: IssueCodeInput,
  ): Promise<Result<{ holder: PassHolder; validationCode: string }>> => {
    const cardId = str(input.cardId, 64);
    if (!cardId || cardId === DEMO_CARD_ID)
      return err(domainError(GET_PASS_ERRORS.invalidCardId, undefined, 'cardId'));
    const card = await cards.find(businessId, cardId);
    if (!card || card.deletedAt || !card.isPublished)
      return err(domainError(GET_PASS_ERRORS.invalidCardId, undefined, 'cardId'));
    const email = str(input.email, 254);
    if (email && !isEmail(email)) return err(domainError('validation.email_invalid', undefined, 'email'));
    if (email && input.refuseKnownEmail && (await holders.findByEmail(card.id, email)))
      return err(domainError(GET_PASS_ERRORS.emailTaken, undefined, 'email'));
    const phone = str(input.phone, 32);
    if (phone && !/^\+?[0-9 ().-]{5,32}$/.test(phone))
      return err(domainError('validation.phone_invalid', undefined, 'phone'));
    let data = {};
    let found: { name?: string; email?: string; phone?: string } = {};
    if (input.data !== undefined && input.data !== null) {
      const checked = validateCollectedData(card.content.dataCollection.fields, input.data);
      if (!checked.ok) {
        const [field, code] = Object.entries(checked.problems)[0]!;
        return err(domainError(code, undefined, `data.${field}`));
      }
      data = checked.value;
      found = contactFrom(card.content.dataCollection.fields, checked.value);
    }
    const now = clock.now();
    const validationCode = ids.code();
    const holder = newPassHolder(ids, card, now, {
      name: str(input.name, 120) || (found.name ?? ''),
      email: email || (found.email ?? ''),
      phone: phone || (found.phone ?? ''),
      data,
      ...(Object.keys(data).length ? { dataCollectedAt: now } : {}),
      validationCode,
      codeIssuedAt: now,
      isTest: input.isTest === true,
    });
    return ok({ holder: await holders.insert(holder), validationCode });
  };
