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
