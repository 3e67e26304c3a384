export * from './feedback.ts';
export * from './send-feedback.use-case.ts';
export * from './feedback-jobs.ts';
export * from './tokens.ts';
