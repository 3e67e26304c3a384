import { domainError, err, failedAs, ok, type Result } from '../shared/result.ts';
import { isEmail } from '../shared/text.ts';
import type { CustomerGateway, IssuedCustomer } from './customer-gateway.port.ts';
import { INVITATION_ERRORS } from './invitation-errors.ts';
import {
  validateAddCustomer,
  type AddCustomerCard,
  type AddCustomerForm,
  type InvalidForm,
} from './customer-forms.ts';

/** What the add-customer modal shows after a submit. */
export type AddCustomerOutcome =
  | InvalidForm
  | {
      readonly kind: 'created';
      readonly customerId: string;
      readonly validationCode: string;
      /** `sent` when the invitation is queued, `failed` when the customer exists but it was not. */
      readonly invitation: 'none' | 'sent' | 'failed';
    };

/**
 * requirements §4/§5 add customer: checks the form; creates the customer with a code (only a code when
 * the card needs validation and data collection); then, when asked, sends the invitation, whose
 * fresh code replaces the first. A failed invitation still leaves the created customer
 * ("Customer created but email invitation failed.").
 */
export const addCustomer =
  ({ gateway }: { gateway: CustomerGateway }) =>
  async (form: AddCustomerForm, card: AddCustomerCard | null): Promise<Result<AddCustomerOutcome>> => {
    const checked = validateAddCustomer(form, card);
    if (!checked.ok) return ok({ kind: 'invalid', errors: checked.errors });
    const request = checked.value;
    const created = await gateway.issueCode(
      request.codeOnly
        ? { cardId: request.cardId }
        : {
            cardId: request.cardId,
            name: request.name!,
            email: request.email!,
            ...(request.phone ? { phone: request.phone } : {}),
          },
    );
    if (!created.ok) return err(created.error);
    if (!request.invitation || request.codeOnly)
      return ok({
        kind: 'created',
        customerId: created.value.id,
        validationCode: created.value.validationCode,
        invitation: 'none',
      });
    const invited = await gateway.sendInvitation({
      cardId: request.cardId,
      email: request.email!,
      memberName: request.name!,
      ...(request.phone ? { phone: request.phone } : {}),
      ...(request.invitation.personalMessage ? { personalMessage: request.invitation.personalMessage } : {}),
    });
    return ok(
      invited.ok
        ? {
            kind: 'created',
            customerId: invited.value.id,
            validationCode: invited.value.validationCode,
            invitation: 'sent',
          }
        : {
            kind: 'created',
            customerId: created.value.id,
            validationCode: created.value.validationCode,
            invitation: 'failed',
          },
    );
  };

/** A new code for a customer (the old one stops working); no customer is the server's unknown customer. */
export const renewCustomerCode =
  ({ gateway }: { gateway: CustomerGateway }) =>
  (customerId: string) =>
    customerId
      ? gateway.regenerateCode(customerId)
      : Promise.resolve(err(domainError(INVITATION_ERRORS.holderNotFound)));

/** The card's printable poster (PDF) in the given language. */
export const downloadCardPoster =
  ({ gateway }: { gateway: CustomerGateway }) =>
  (cardId: string, language: string) =>
    gateway.poster(cardId, language);

/**
 * Sends an added customer their code by email (the success view of the add-customer modal, for
 * cards that issue a code only). requirements §8: "Failed to send invitation" when it cannot be sent.
 */
export const emailCustomerCode =
  ({ gateway }: { gateway: CustomerGateway }) =>
  async (input: { cardId: string; customerId: string; email: string }): Promise<Result<IssuedCustomer>> => {
    const email = input.email.trim();
    if (!email) return err(domainError('validation.required', undefined, 'email'));
    if (!isEmail(email)) return err(domainError('validation.email_invalid', undefined, 'email'));
    const sent = await gateway.sendInvitation({
      cardId: input.cardId,
      customerId: input.customerId,
      email,
      memberName: '',
    });
    return sent.ok ? sent : err(failedAs('customers.invitation_failed', sent.error));
  };
