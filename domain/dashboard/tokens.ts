import { createToken, useCaseTokens } from '../shared/token.ts';
import type * as dashboardStats from './dashboard-stats.ts';
import type { ActivityReader } from './dashboard-stats.ts';
import type * as dashboardClientUseCase from './dashboard-client.use-case.ts';
import type { DashboardGateway } from './dashboard-client.use-case.ts';

export const ActivityReaderToken = createToken<ActivityReader>('dashboard.ActivityReader');
export const DashboardGatewayToken = createToken<DashboardGateway>('dashboard.Gateway');

/** The slice's use cases, one token per factory. */
export const DashboardUseCases = useCaseTokens<typeof dashboardStats & typeof dashboardClientUseCase>(
  'dashboard',
);
