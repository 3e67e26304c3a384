import type { Clock } from './clock.port.ts';
import type { ErrorReporter } from './error-reporter.port.ts';
import type { FeatureFlags } from './feature-flags.port.ts';
import type { KeyValueStorage } from './key-value-storage.port.ts';
import type { IdGenerator } from './id-generator.port.ts';
import type { JobQueue } from './job-queue.port.ts';
import type { Mailer } from './mailer.port.ts';
import type { SecretDigest } from './secret-digest.port.ts';
import { createToken } from './token.ts';

export const ClockToken = createToken<Clock>('shared.Clock');
export const IdGeneratorToken = createToken<IdGenerator>('shared.IdGenerator');
export const ErrorReporterToken = createToken<ErrorReporter>('shared.ErrorReporter');
export const FeatureFlagsToken = createToken<FeatureFlags>('shared.FeatureFlags');
export const KeyValueStorageToken = createToken<KeyValueStorage>('shared.KeyValueStorage');
export const JobQueueToken = createToken<JobQueue>('shared.JobQueue');
export const MailerToken = createToken<Mailer>('shared.Mailer');
export const SecretDigestToken = createToken<SecretDigest>('shared.SecretDigest');
