import { createHttpDashboardGateway } from '#adapters/http/dashboard-gateway.adapter.ts';
import { createHttpWalletStatusGateway } from '#adapters/http/wallet-status-gateway.adapter.ts';
import * as dashboard from '#domain/dashboard/index.ts';
import { dashboardData, loadFirstSteps } from '#domain/dashboard/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { loadWalletStatus } from '#domain/wallet/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** The dashboard's statistics, its first-run checklist and the wallet settings panel. */
export const wireDashboard = ({ container, client }: WebWiringContext) => {
  const gateway = createHttpDashboardGateway(client);
  container.bind(dashboard.DashboardGatewayToken).toConstantValue(gateway);
  container.bind(dashboard.FirstStepsGatewayToken).toConstantValue(gateway);
  const bindDashboard = shared.sliceBinder(container, dashboard.DashboardUseCases);
  bindDashboard(
    { dashboardData },
    {
      gateway: dashboard.DashboardGatewayToken,
      storage: shared.KeyValueStorageToken,
      clock: shared.ClockToken,
    },
  );
  bindDashboard({ loadFirstSteps }, { gateway: dashboard.FirstStepsGatewayToken });
  container.bind(wallet.WalletStatusGatewayToken).toConstantValue(createHttpWalletStatusGateway(client));
  const bindWallet = shared.sliceBinder(container, wallet.WalletUseCases);
  bindWallet({ loadWalletStatus }, { gateway: wallet.WalletStatusGatewayToken });
};
