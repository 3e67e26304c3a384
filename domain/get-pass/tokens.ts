import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { GetPassGateway, HolderTokenStore } from './get-pass.port.ts';

export const GetPassGatewayToken = createToken<GetPassGateway>('getPass.GetPassGateway');
export const HolderTokenStoreToken = createToken<HolderTokenStore>('getPass.HolderTokenStore');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const GetPassUseCases: UseCaseTokens<Omit<typeof slice, 'GetPassUseCases'>> =
  useCaseTokens('get-pass');
