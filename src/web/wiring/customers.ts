import { createHttpCustomerDirectoryGateway } from '#adapters/http/customer-directory-gateway.adapter.ts';
import { createHttpCustomerGateway } from '#adapters/http/customer-gateway.adapter.ts';
import { createHttpGetPassGateway } from '#adapters/http/get-pass-gateway.adapter.ts';
import { createHttpSegmentGateway } from '#adapters/http/segment-gateway.adapter.ts';
import { createHttpTestStatusGateway } from '#adapters/http/test-status-gateway.adapter.ts';
import * as customers from '#domain/customers/index.ts';
import * as getPass from '#domain/get-pass/index.ts';
import * as invitations from '#domain/invitations/index.ts';
import * as segments from '#domain/segments/index.ts';
import { bindUseCase, ClockToken, KeyValueStorageToken } from '#domain/shared/index.ts';
import * as testingWizard from '#domain/testing-wizard/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Customers: adding and inviting them, the directory and its segments, the card-testing wizard. */
export const wireCustomers = ({ container, client, baseUrl }: WebWiringContext) => {
  container.bind(invitations.CustomerGatewayToken).toConstantValue(createHttpCustomerGateway(client));
  const customerDeps = { gateway: invitations.CustomerGatewayToken };
  bindUseCase(container, invitations.AddCustomer, invitations.addCustomer, customerDeps);
  bindUseCase(container, invitations.RenewCustomerCode, invitations.renewCustomerCode, customerDeps);
  bindUseCase(container, invitations.EmailCustomerCode, invitations.emailCustomerCode, customerDeps);
  bindUseCase(container, invitations.DownloadCardPoster, invitations.downloadCardPoster, customerDeps);
  bindUseCase(container, invitations.CreateTestCustomer, invitations.createTestCustomer, customerDeps);
  container.bind(invitations.WatchInvitation).toConstantValue(
    invitations.watchInvitation({
      gateway: container.get<invitations.CustomerGateway>(invitations.CustomerGatewayToken),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  );
  container.bind(invitations.TestGooglePassUrl).toConstantValue(
    invitations.testGooglePassUrl({
      gateway: createHttpGetPassGateway(baseUrl),
      tokens: getPass.holderTokenStore(container.get(KeyValueStorageToken)),
    }),
  );

  container
    .bind(customers.CustomerDirectoryGatewayToken)
    .toConstantValue(createHttpCustomerDirectoryGateway(client));
  const directoryDeps = { gateway: customers.CustomerDirectoryGatewayToken };
  bindUseCase(container, customers.LoadCustomers, customers.loadCustomers, directoryDeps);
  bindUseCase(container, customers.LoadCustomerDetails, customers.loadCustomerDetails, directoryDeps);
  bindUseCase(container, customers.ChangeCustomer, customers.changeCustomer, directoryDeps);
  bindUseCase(container, customers.RemoveCustomer, customers.removeCustomer, directoryDeps);
  bindUseCase(container, customers.DownloadCustomerExport, customers.downloadCustomerExport, {
    ...directoryDeps,
    clock: ClockToken,
  });
  container.bind(segments.SegmentGatewayToken).toConstantValue(createHttpSegmentGateway(client));
  bindUseCase(container, segments.LoadSegments, segments.loadSegments, {
    gateway: segments.SegmentGatewayToken,
  });
  container.bind(testingWizard.TestStatusGatewayToken).toConstantValue(createHttpTestStatusGateway(client));
  bindUseCase(container, testingWizard.LoadTestStatus, testingWizard.loadTestStatus, {
    gateway: testingWizard.TestStatusGatewayToken,
  });
};
