import type { IssueCodeRequest, TestCustomerRequest } from '../get-pass/index.ts';
import type { Result } from '../shared/result.ts';
import type { InvitationStatus } from './invitation-status.use-case.ts';
import type { SendInvitationRequest } from './send-invitation.use-case.ts';

/** A customer created with a code, as the dashboard gets it back. */
export interface IssuedCustomer {
  readonly id: string;
  readonly validationCode: string;
}

/** The dashboard's view of the customer API (requirements §7 validation and invitation). */
export interface CustomerGateway {
  issueCode(input: IssueCodeRequest): Promise<Result<IssuedCustomer>>;
  sendInvitation(input: SendInvitationRequest): Promise<Result<IssuedCustomer>>;
  /** The card-testing wizard's test customer (requirements §7 test-customer). */
  testCustomer(input: TestCustomerRequest): Promise<Result<IssuedCustomer>>;
  regenerateCode(customerId: string): Promise<Result<{ validationCode: string }>>;
  invitationStatus(customerId: string): Promise<Result<InvitationStatus>>;
  /** The card's printable poster with its QR code (PDF). */
  poster(cardId: string, language: string): Promise<Result<Uint8Array>>;
}
