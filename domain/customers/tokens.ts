import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { CustomerDirectory } from './customer-directory.ts';
import type { CustomerDirectoryGateway } from './customer-directory.port.ts';

export const CustomerDirectoryToken = createToken<CustomerDirectory>('customers.Directory');
export const CustomerDirectoryGatewayToken = createToken<CustomerDirectoryGateway>(
  'customers.DirectoryGateway',
);

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const CustomerUseCases: UseCaseTokens<Omit<typeof slice, 'CustomerUseCases'>> =
  useCaseTokens('customers');
