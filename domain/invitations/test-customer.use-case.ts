import {
  passDownloadUrls,
  passTokenFor,
  type GetPassError,
  type GetPassGateway,
  type HolderTokenStore,
} from '../get-pass/index.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { CustomerGateway, IssuedCustomer } from './customer-gateway.port.ts';
import { validateTestCustomer, type InvalidForm } from './customer-forms.ts';

/** What the wizard's test-customer step shows after a submit. */
export type TestCustomerOutcome =
  InvalidForm | { readonly kind: 'created'; readonly customer: IssuedCustomer };

/**
 * requirements §2.3 step 1 / §5: the card-testing wizard's test customer. The form is checked here
 * (name, email, a real card id: never the demo placeholder), then the server issues the code.
 */
export const createTestCustomer =
  ({ gateway }: { gateway: CustomerGateway }) =>
  async (
    cardId: string | null | undefined,
    input: { name?: string; email?: string; phone?: string },
  ): Promise<Result<TestCustomerOutcome>> => {
    const checked = validateTestCustomer(input, cardId);
    if (!checked.ok) return ok({ kind: 'invalid', errors: checked.errors });
    const created = await gateway.testCustomer({ cardId: cardId!, ...checked.value });
    return created.ok ? ok({ kind: 'created', customer: created.value }) : err(created.error);
  };

/**
 * requirements §2.3 step 6 on a desktop: where "Open in Google Wallet" goes. The holder token this
 * browser already keeps for the card (the test pass opened in another tab) comes first; else the
 * test customer's unused code is validated for one. Without either (the code was entered on a
 * phone) it answers `customers.code_used`: issuing a pass here would make a new, real customer
 * that the wizard does not follow.
 */
export const testGooglePassUrl =
  ({ gateway, tokens }: { gateway: GetPassGateway; tokens: HolderTokenStore }) =>
  async (cardId: string, validationCode: string | null): Promise<Result<string, GetPassError>> => {
    if (!tokens.read(cardId)) {
      if (!validationCode) return err(domainError('customers.code_used', undefined, 'validationCode'));
      const validated = await gateway.validate(cardId, validationCode);
      if (!validated.ok) return validated;
      tokens.write(cardId, validated.value.token);
    }
    const token = await passTokenFor({ gateway, tokens })(cardId);
    return token.ok ? ok(passDownloadUrls(cardId, token.value).google) : token;
  };
