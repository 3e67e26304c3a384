import { DashboardStatsSchema, type DashboardGateway } from '#domain/dashboard/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** DashboardGateway over the typed API client. */
export const createHttpDashboardGateway = (client: ApiClient): DashboardGateway => ({
  stats: (query) => settle(client.GET('/api/dashboard/stats', { params: { query } }), DashboardStatsSchema),
});
