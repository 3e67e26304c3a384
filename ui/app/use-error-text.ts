import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldIssues } from '#domain/shared/index.ts';
import { ERRORS_NAMESPACE_OPTIONS } from './i18n.ts';
import type { DomainError } from '#domain/shared/index.ts';

/** An interpolation the client cannot fill: the figures (minutes, a size limit) come only in the server's text. */
const PLACEHOLDER = /{{\s*\w+\s*}}/;

/**
 * The codes a screen falls back to when a call fails ("Failed to publish pass"): they say less
 * than the server's own message, which requirements §8 shows first ("server message or …").
 */
const GENERIC_FAILURE = /_failed$/;

/** The field path the API puts before its message: `info.passDescription: `. */
const FIELD_PREFIX = /^[A-Za-z_]\w*(\.\w+)*: /;

/**
 * Turns a domain error into the text to show: the translation of its code when the locales'
 * `errors.json` has one, else the server's message (requirements §8 "server message or …"), else a
 * generic failure. A translation that needs figures the client does not have, or a generic
 * "… failed" code, yields to the server's message when there is one.
 */
export const useErrorText = () => {
  const { t, i18n } = useTranslation('errors', ERRORS_NAMESPACE_OPTIONS);
  return useCallback(
    (error: DomainError): string => {
      const key = `errors:${error.code}`;
      if (GENERIC_FAILURE.test(error.code) && error.message) return error.message.replace(FIELD_PREFIX, '');
      if (i18n.exists(key)) {
        const needsFigures = PLACEHOLDER.test(t(key, { skipInterpolation: true }));
        if (!(needsFigures && error.message)) return t(key);
      }
      // The API's message names the field for API clients ("lastName: This is too long."); a
      // screen shows the words only.
      return error.message?.replace(FIELD_PREFIX, '') || t('errors:http.internal');
    },
    [t, i18n],
  );
};

/** A Mantine form validator from a domain zod schema, with translated messages. */
export const useSchemaValidator = <S extends z.ZodType>(schema: S) => {
  const { t } = useTranslation('errors', ERRORS_NAMESPACE_OPTIONS);
  return useCallback(
    (values: unknown): Record<string, string> => {
      const parsed = schema.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(
        Object.entries(fieldIssues(parsed.error)).map(([field, code]) => [field, t(`errors:${code}`)]),
      );
    },
    [schema, t],
  );
};
