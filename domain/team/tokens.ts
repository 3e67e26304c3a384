import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { TeamGateway } from './team-gateway.port.ts';
import type { TeamRepository } from './team.repository.port.ts';

export const TeamGatewayToken = createToken<TeamGateway>('team.TeamGateway');
export const TeamRepositoryToken = createToken<TeamRepository>('team.TeamRepository');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const TeamUseCases: UseCaseTokens<Omit<typeof slice, 'TeamUseCases'>> = useCaseTokens('team');
