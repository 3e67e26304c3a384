import { createToken } from '../shared/token.ts';
import type { TestRunReader, TestStatusGateway } from './test-run.port.ts';
import type { cardTestStatus, loadTestStatus } from './test-status.use-case.ts';

export const TestRunReaderToken = createToken<TestRunReader>('testingWizard.TestRunReader');
export const CardTestStatus = createToken<ReturnType<typeof cardTestStatus>>('testingWizard.CardTestStatus');
export const TestStatusGatewayToken = createToken<TestStatusGateway>('testingWizard.TestStatusGateway');
export const LoadTestStatus = createToken<ReturnType<typeof loadTestStatus>>('testingWizard.LoadTestStatus');
