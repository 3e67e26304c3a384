import {
  DashboardStatsSchema,
  FirstStepsSchema,
  type DashboardGateway,
  type FirstStepsGateway,
} from '#domain/dashboard/index.ts';
import type { ApiClient } from './api-client.ts';
import { settle } from './settle.ts';

/** DashboardGateway (and the first-run checklist's) over the typed API client. */
export const createHttpDashboardGateway = (client: ApiClient): DashboardGateway & FirstStepsGateway => ({
  stats: (query) => settle(client.GET('/api/dashboard/stats', { params: { query } }), DashboardStatsSchema),
  firstSteps: () => settle(client.GET('/api/dashboard/first-steps'), FirstStepsSchema),
});
