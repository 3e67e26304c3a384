import { createToken } from '../shared/token.ts';
import type { CustomerDirectory } from './customer-directory.ts';
import type { CustomerDirectoryGateway } from './customer-directory.port.ts';
import type {
  changeCustomer,
  downloadCustomerExport,
  loadCustomerDetails,
  loadCustomers,
  removeCustomer,
} from './customer-directory-client.use-case.ts';
import type { customerDetails } from './customer-details.use-case.ts';
import type { deleteCustomer } from './delete-customer.use-case.ts';
import type { exportCustomers } from './export-customers.use-case.ts';
import type { listCustomers } from './list-customers.use-case.ts';
import type {
  addCustomer,
  downloadCardPoster,
  emailCustomerCode,
  renewCustomerCode,
} from './add-customer.use-case.ts';
import type { cardPoster } from './card-poster.use-case.ts';
import type { invitationStatus, watchInvitation } from './invitation-status.use-case.ts';
import type { CustomerGateway } from './customer-gateway.port.ts';
import type {
  enterValidationCode,
  openGetPass,
  passTokenFor,
  sendCollectedData,
} from './get-pass-client.use-case.ts';
import type { GetPassGateway, HolderTokenStore } from './get-pass.port.ts';
import type { issueValidationCode } from './issue-code.use-case.ts';
import type { createTestCustomer, testGooglePassUrl } from './test-customer.use-case.ts';
import type { publicCard } from './public-card.use-case.ts';
import type { dataRequirements, passRequirements } from './pass-requirements.use-case.ts';
import type { regenerateCode } from './regenerate-code.use-case.ts';
import type { sendInvitation } from './send-invitation.use-case.ts';
import type { submitData } from './submit-data.use-case.ts';
import type { validateCode } from './validate-code.use-case.ts';

export const IssueValidationCode = createToken<ReturnType<typeof issueValidationCode>>(
  'customers.IssueValidationCode',
);
export const ValidateCode = createToken<ReturnType<typeof validateCode>>('customers.ValidateCode');
export const RegenerateCode = createToken<ReturnType<typeof regenerateCode>>('customers.RegenerateCode');
export const PassRequirementsToken = createToken<ReturnType<typeof passRequirements>>(
  'customers.PassRequirements',
);
export const DataRequirementsToken = createToken<ReturnType<typeof dataRequirements>>(
  'customers.DataRequirements',
);
export const SubmitData = createToken<ReturnType<typeof submitData>>('customers.SubmitData');
export const SendInvitation = createToken<ReturnType<typeof sendInvitation>>('customers.SendInvitation');
export const PublicCardToken = createToken<ReturnType<typeof publicCard>>('customers.PublicCard');
export const GetPassGatewayToken = createToken<GetPassGateway>('customers.GetPassGateway');
export const HolderTokenStoreToken = createToken<HolderTokenStore>('customers.HolderTokenStore');
export const OpenGetPass = createToken<ReturnType<typeof openGetPass>>('customers.OpenGetPass');
export const EnterValidationCode = createToken<ReturnType<typeof enterValidationCode>>(
  'customers.EnterValidationCode',
);
export const SendCollectedData = createToken<ReturnType<typeof sendCollectedData>>(
  'customers.SendCollectedData',
);
export const PassTokenFor = createToken<ReturnType<typeof passTokenFor>>('customers.PassTokenFor');
export const CustomerGatewayToken = createToken<CustomerGateway>('customers.CustomerGateway');
export const AddCustomer = createToken<ReturnType<typeof addCustomer>>('customers.AddCustomer');
export const RenewCustomerCode = createToken<ReturnType<typeof renewCustomerCode>>(
  'customers.RenewCustomerCode',
);
export const DownloadCardPoster = createToken<ReturnType<typeof downloadCardPoster>>(
  'customers.DownloadCardPoster',
);
export const CardPoster = createToken<ReturnType<typeof cardPoster>>('customers.CardPoster');
export const EmailCustomerCode = createToken<ReturnType<typeof emailCustomerCode>>(
  'customers.EmailCustomerCode',
);
export const InvitationStatusToken = createToken<ReturnType<typeof invitationStatus>>(
  'customers.InvitationStatus',
);
export const WatchInvitation = createToken<ReturnType<typeof watchInvitation>>('customers.WatchInvitation');
export const CreateTestCustomer = createToken<ReturnType<typeof createTestCustomer>>(
  'customers.CreateTestCustomer',
);
export const TestGooglePassUrl = createToken<ReturnType<typeof testGooglePassUrl>>(
  'customers.TestGooglePassUrl',
);

export const CustomerDirectoryToken = createToken<CustomerDirectory>('customers.Directory');
export const ListCustomers = createToken<ReturnType<typeof listCustomers>>('customers.List');
export const CustomerDetailsToken = createToken<ReturnType<typeof customerDetails>>('customers.Details');
export const DeleteCustomer = createToken<ReturnType<typeof deleteCustomer>>('customers.Delete');
export const ExportCustomers = createToken<ReturnType<typeof exportCustomers>>('customers.Export');
export const CustomerDirectoryGatewayToken = createToken<CustomerDirectoryGateway>(
  'customers.DirectoryGateway',
);
export const LoadCustomers = createToken<ReturnType<typeof loadCustomers>>('customers.LoadCustomers');
export const LoadCustomerDetails =
  createToken<ReturnType<typeof loadCustomerDetails>>('customers.LoadDetails');
export const ChangeCustomer = createToken<ReturnType<typeof changeCustomer>>('customers.Change');
export const RemoveCustomer = createToken<ReturnType<typeof removeCustomer>>('customers.Remove');
export const DownloadCustomerExport =
  createToken<ReturnType<typeof downloadCustomerExport>>('customers.DownloadExport');
