import { createToken, useCaseTokens } from '../shared/token.ts';
import type * as dashboardStats from './dashboard-stats.ts';
import type { ActivityReader } from './dashboard-stats.ts';
import type * as dashboardClientUseCase from './dashboard-client.use-case.ts';
import type { DashboardGateway } from './dashboard-client.use-case.ts';
import type * as firstStepsSlice from './first-steps.ts';
import type { FirstStepFactsReader, FirstStepsGateway } from './first-steps.ts';

export const ActivityReaderToken = createToken<ActivityReader>('dashboard.ActivityReader');
export const DashboardGatewayToken = createToken<DashboardGateway>('dashboard.Gateway');
export const FirstStepFactsReaderToken = createToken<FirstStepFactsReader>('dashboard.FirstStepFactsReader');
export const FirstStepsGatewayToken = createToken<FirstStepsGateway>('dashboard.FirstStepsGateway');

/** The slice's use cases, one token per factory. */
export const DashboardUseCases = useCaseTokens<
  typeof dashboardStats & typeof dashboardClientUseCase & typeof firstStepsSlice
>('dashboard');
