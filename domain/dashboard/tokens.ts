import { createToken } from '../shared/token.ts';
import type { ActivityReader, dashboardStats } from './dashboard-stats.ts';
import type { DashboardGateway, dashboardData } from './dashboard-client.use-case.ts';

export const ActivityReaderToken = createToken<ActivityReader>('dashboard.ActivityReader');
export const DashboardStatsToken = createToken<ReturnType<typeof dashboardStats>>('dashboard.Stats');
export const DashboardGatewayToken = createToken<DashboardGateway>('dashboard.Gateway');
export const DashboardData = createToken<ReturnType<typeof dashboardData>>('dashboard.Data');
