import { createHttpCustomerDirectoryGateway } from '#adapters/http/customer-directory-gateway.adapter.ts';
import { createHttpCustomerGateway } from '#adapters/http/customer-gateway.adapter.ts';
import { createHttpGetPassGateway } from '#adapters/http/get-pass-gateway.adapter.ts';
import { createHttpSegmentGateway } from '#adapters/http/segment-gateway.adapter.ts';
import { createHttpTestStatusGateway } from '#adapters/http/test-status-gateway.adapter.ts';
import * as customers from '#domain/customers/index.ts';
import {
  changeCustomer,
  downloadCustomerExport,
  loadCustomerDetails,
  loadCustomers,
  removeCustomer,
} from '#domain/customers/index.ts';
import * as getPass from '#domain/get-pass/index.ts';
import * as invitations from '#domain/invitations/index.ts';
import {
  addCustomer,
  createTestCustomer,
  downloadCardPoster,
  emailCustomerCode,
  renewCustomerCode,
} from '#domain/invitations/index.ts';
import * as segments from '#domain/segments/index.ts';
import { loadSegments } from '#domain/segments/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as testingWizard from '#domain/testing-wizard/index.ts';
import { loadTestStatus } from '#domain/testing-wizard/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Customers: adding and inviting them, the directory and its segments, the card-testing wizard. */
export const wireCustomers = ({ container, client, baseUrl }: WebWiringContext) => {
  container.bind(invitations.CustomerGatewayToken).toConstantValue(createHttpCustomerGateway(client));
  const customerDeps = { gateway: invitations.CustomerGatewayToken };
  const bindInvitations = shared.sliceBinder(container, invitations.InvitationUseCases);
  bindInvitations(
    { addCustomer, renewCustomerCode, emailCustomerCode, downloadCardPoster, createTestCustomer },
    customerDeps,
  );
  container.bind(invitations.InvitationUseCases.watchInvitation).toConstantValue(
    invitations.watchInvitation({
      gateway: container.get<invitations.CustomerGateway>(invitations.CustomerGatewayToken),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  );
  container.bind(invitations.InvitationUseCases.testGooglePassUrl).toConstantValue(
    invitations.testGooglePassUrl({
      gateway: createHttpGetPassGateway(baseUrl),
      tokens: getPass.holderTokenStore(container.get(shared.KeyValueStorageToken)),
    }),
  );

  container
    .bind(customers.CustomerDirectoryGatewayToken)
    .toConstantValue(createHttpCustomerDirectoryGateway(client));
  const directoryDeps = { gateway: customers.CustomerDirectoryGatewayToken };
  const bindCustomers = shared.sliceBinder(container, customers.CustomerUseCases);
  bindCustomers({ loadCustomers, loadCustomerDetails, changeCustomer, removeCustomer }, directoryDeps);
  bindCustomers({ downloadCustomerExport }, { ...directoryDeps, clock: shared.ClockToken });
  container.bind(segments.SegmentGatewayToken).toConstantValue(createHttpSegmentGateway(client));
  const bindSegments = shared.sliceBinder(container, segments.SegmentUseCases);
  bindSegments({ loadSegments }, { gateway: segments.SegmentGatewayToken });
  container.bind(testingWizard.TestStatusGatewayToken).toConstantValue(createHttpTestStatusGateway(client));
  const bindTestingWizard = shared.sliceBinder(container, testingWizard.TestingUseCases);
  bindTestingWizard({ loadTestStatus }, { gateway: testingWizard.TestStatusGatewayToken });
};
