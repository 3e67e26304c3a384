export type { Ok, Err, Result, DomainError } from './result.ts';
export { ok, err, domainError, failedAs } from './result.ts';
export type { Token, DepTokens, FactoryName, UseCaseBinder, UseCaseTokens } from './token.ts';
export { bindUseCase, createToken, resolveDeps, sliceBinder, useCaseTokens } from './token.ts';
export type { Clock } from './clock.port.ts';
export type { ClockAndIds, IdGenerator } from './id-generator.port.ts';
export type { ErrorReporter, ReportedFailure } from './error-reporter.port.ts';
export {
  ClockToken,
  ErrorReporterToken,
  FeatureFlagsToken,
  IdGeneratorToken,
  JobQueueToken,
  KeyValueStorageToken,
  MailerToken,
  SecretDigestToken,
} from './tokens.ts';
export { featureFlagsFrom, type FeatureFlags } from './feature-flags.port.ts';
export type { KeyValueStorage } from './key-value-storage.port.ts';
export { Dec, toDecimal, roundWhole, toMoneyString, type DecimalInput } from './decimal.ts';
export {
  canonicalCountry,
  countryChoices,
  countryMatches,
  searchCountries,
  formattingLocale,
  isCountryCode,
  isTimeZone,
  groupSeparatorOf,
  localeFormat,
  pageLanguageTag,
  type LocaleFormat,
} from './locale.ts';
export { currentTimeZoneName, timeZoneChoices, timeZoneLabel, timeZoneMatches } from './time-zone-names.ts';
export { localDateTime, localDay, TimeZoneQuerySchema } from './local-time.ts';
export {
  acceptedLanguageTags,
  isSiteLanguage,
  SITE_LANGUAGES,
  siteLanguageAccepted,
  siteLanguageIn,
  siteLanguageOf,
  type SiteLanguage,
} from './site-language.ts';
export {
  fillTemplate,
  formatCount,
  graphemes,
  hasUnsafeCharacters,
  escapeHtml,
  inspectJsonText,
  isEmail,
  truncateVisible,
  visibleLength,
  type JsonTextProblem,
} from './text.ts';
export { PermanentJobError, type JobQueue, type JobRequest } from './job-queue.port.ts';
export type { Mailer, OutgoingEmail } from './mailer.port.ts';
export { formatShortCode, normalizeShortCode, SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from './short-code.ts';
export { parseJobPayload } from './job-payload.ts';
export { fieldIssues, firstIssue, issueCode, issueField } from './validation.ts';
export { sendChecked } from './send-checked.ts';
export { sameSecret } from './secrets.ts';
export type { SecretDigest } from './secret-digest.port.ts';
export { TRANSPORT_ERRORS } from './transport-errors.ts';
export { EmailSchema } from './email-schema.ts';
export { APP_PAGES, isAppPage } from './app-pages.ts';
