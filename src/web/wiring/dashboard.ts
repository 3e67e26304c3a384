import { createHttpDashboardGateway } from '#adapters/http/dashboard-gateway.adapter.ts';
import { createHttpWalletStatusGateway } from '#adapters/http/wallet-status-gateway.adapter.ts';
import * as dashboard from '#domain/dashboard/index.ts';
import { dashboardData } from '#domain/dashboard/index.ts';
import * as shared from '#domain/shared/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import { loadWalletStatus } from '#domain/wallet/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** The dashboard's statistics and the wallet settings panel. */
export const wireDashboard = ({ container, client }: WebWiringContext) => {
  container.bind(dashboard.DashboardGatewayToken).toConstantValue(createHttpDashboardGateway(client));
  const bindDashboard = shared.sliceBinder(container, dashboard.DashboardUseCases);
  bindDashboard(
    { dashboardData },
    {
      gateway: dashboard.DashboardGatewayToken,
      storage: shared.KeyValueStorageToken,
      clock: shared.ClockToken,
    },
  );
  container.bind(wallet.WalletStatusGatewayToken).toConstantValue(createHttpWalletStatusGateway(client));
  const bindWallet = shared.sliceBinder(container, wallet.WalletUseCases);
  bindWallet({ loadWalletStatus }, { gateway: wallet.WalletStatusGatewayToken });
};
