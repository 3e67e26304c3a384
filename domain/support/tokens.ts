import { useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const SupportUseCases: UseCaseTokens<Omit<typeof slice, 'SupportUseCases'>> = useCaseTokens('support');
