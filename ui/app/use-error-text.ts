import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldIssues } from '#domain/shared/index.ts';
import type { DomainError } from '#domain/shared/index.ts';

/** Codes the client understands itself, so their translated text wins over the server's English. */
const CLIENT_KNOWN =
  /^(validation\.|team\.(forbidden|invitation_invalid|email_taken)|auth\.(invalid_credentials|email_taken|session_expired|refresh_token_))/;

/** Turns a domain error into the text to show: the translation, or the server's message (requirements §8 "server message or …"). */
export const useErrorText = () => {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error: DomainError): string => {
      const key = `errors:${error.code}`;
      if (CLIENT_KNOWN.test(error.code) && i18n.exists(key)) return t(key);
      if (error.message) return error.message;
      return i18n.exists(key) ? t(key) : t('errors:http.internal');
    },
    [t, i18n],
  );
};

/** A Mantine form validator from a domain zod schema, with translated messages. */
export const useSchemaValidator = <S extends z.ZodType>(schema: S) => {
  const { t } = useTranslation('errors');
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
