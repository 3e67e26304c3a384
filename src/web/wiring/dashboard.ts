import { createHttpDashboardGateway } from '#adapters/http/dashboard-gateway.adapter.ts';
import { createHttpWalletStatusGateway } from '#adapters/http/wallet-status-gateway.adapter.ts';
import * as dashboard from '#domain/dashboard/index.ts';
import { bindUseCase, ClockToken, KeyValueStorageToken } from '#domain/shared/index.ts';
import * as wallet from '#domain/wallet/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** The dashboard's statistics and the wallet settings panel. */
export const wireDashboard = ({ container, client }: WebWiringContext) => {
  container.bind(dashboard.DashboardGatewayToken).toConstantValue(createHttpDashboardGateway(client));
  bindUseCase(container, dashboard.DashboardData, dashboard.dashboardData, {
    gateway: dashboard.DashboardGatewayToken,
    storage: KeyValueStorageToken,
    clock: ClockToken,
  });
  container.bind(wallet.WalletStatusGatewayToken).toConstantValue(createHttpWalletStatusGateway(client));
  bindUseCase(container, wallet.LoadWalletStatus, wallet.loadWalletStatus, {
    gateway: wallet.WalletStatusGatewayToken,
  });
};
