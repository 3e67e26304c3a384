/** A failed call, as reported to the error-reporting service (requirements §7: every failed request). */
export interface ReportedFailure {
  readonly kind: 'http' | 'network' | 'ui';
  readonly method?: string;
  readonly url?: string;
  readonly status?: number;
  readonly message?: string;
}

export interface ErrorReporter {
  report(failure: ReportedFailure): void;
}
