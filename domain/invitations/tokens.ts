import { createToken } from '../shared/token.ts';
import type {
  addCustomer,
  downloadCardPoster,
  emailCustomerCode,
  renewCustomerCode,
} from './add-customer.use-case.ts';
import type { cardPoster } from './card-poster.use-case.ts';
import type { CustomerGateway } from './customer-gateway.port.ts';
import type { invitationStatus, watchInvitation } from './invitation-status.use-case.ts';
import type { sendInvitation } from './send-invitation.use-case.ts';
import type { createTestCustomer, testGooglePassUrl } from './test-customer.use-case.ts';

export const SendInvitation = createToken<ReturnType<typeof sendInvitation>>('invitations.SendInvitation');
export const CustomerGatewayToken = createToken<CustomerGateway>('invitations.CustomerGateway');
export const AddCustomer = createToken<ReturnType<typeof addCustomer>>('invitations.AddCustomer');
export const RenewCustomerCode = createToken<ReturnType<typeof renewCustomerCode>>(
  'invitations.RenewCustomerCode',
);
export const DownloadCardPoster = createToken<ReturnType<typeof downloadCardPoster>>(
  'invitations.DownloadCardPoster',
);
export const CardPoster = createToken<ReturnType<typeof cardPoster>>('invitations.CardPoster');
export const EmailCustomerCode = createToken<ReturnType<typeof emailCustomerCode>>(
  'invitations.EmailCustomerCode',
);
export const InvitationStatusToken = createToken<ReturnType<typeof invitationStatus>>(
  'invitations.InvitationStatus',
);
export const WatchInvitation = createToken<ReturnType<typeof watchInvitation>>('invitations.WatchInvitation');
export const CreateTestCustomer = createToken<ReturnType<typeof createTestCustomer>>(
  'invitations.CreateTestCustomer',
);
export const TestGooglePassUrl = createToken<ReturnType<typeof testGooglePassUrl>>(
  'invitations.TestGooglePassUrl',
);
