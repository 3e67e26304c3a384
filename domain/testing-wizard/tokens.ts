import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { TestRunReader, TestStatusGateway } from './test-run.port.ts';

export const TestRunReaderToken = createToken<TestRunReader>('testingWizard.TestRunReader');
export const TestStatusGatewayToken = createToken<TestStatusGateway>('testingWizard.TestStatusGateway');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const TestingUseCases: UseCaseTokens<Omit<typeof slice, 'TestingUseCases'>> =
  useCaseTokens('testing-wizard');
