import type { DashboardGateway, DashboardStats } from '#domain/dashboard/index.ts';
import type { ApiClient } from './api-client.ts';
import { settlePicked } from './settle.ts';

/** DashboardGateway over the typed API client. */
export const createHttpDashboardGateway = (client: ApiClient): DashboardGateway => ({
  stats: (query) =>
    settlePicked(
      client.GET('/api/dashboard/stats', { params: { query } }),
      (body: { data: DashboardStats }) => body.data,
    ),
});
